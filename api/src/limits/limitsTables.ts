/** Fixed-window counters every instance shares (limitsMigrations.ts). Times are epoch ms. */
export interface SharedCountersTable {
  key: string;
  window_start: number;
  count: number;
  last_at: number;
}
