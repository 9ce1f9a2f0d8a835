/** Web Vitals counts per UTC day, route, metric and bucket (vitalsMigrations.ts). */
export interface WebVitalsDailyTable {
  /** "2026-11-23". */
  day: string;
  route: string;
  metric: string;
  bucket: number;
  /** BIGINT on PostgreSQL, read as a number (postgresPool.ts parses int8). */
  count: number;
}
