import { setTimeout as sleep } from 'node:timers/promises';
import { databaseTrouble } from '../db/databaseErrors.ts';

/**
 * How long a read waits for a housekeeping write before answering anyway. The SQLite client
 * retries a busy statement for seconds; a read must not stall that long for a write the next
 * request (or the sweeper) can just as well do. Generous enough that an unhurried database
 * always finishes first, so the write is normally done when the read answers.
 */
export const BEST_EFFORT_WAIT_MS = 200;

const isBusy = (error: unknown) => databaseTrouble(error) === 'busy';

/**
 * Awaits a housekeeping write done during a read (refresh last_seen_at, drop a dead session),
 * but skips it when the database is busy: a busy error is swallowed, and after
 * BEST_EFFORT_WAIT_MS the read goes on while the write finishes (or fails) on its own.
 * Any other error within the wait is thrown, as before.
 */
export async function bestEffort(write: Promise<unknown>, waitMs = BEST_EFFORT_WAIT_MS): Promise<void> {
  const outcome = write.then(
    () => null,
    (error: unknown) => (isBusy(error) ? null : error),
  );
  const controller = new AbortController();
  const late = sleep(waitMs, null, { signal: controller.signal }).catch(() => null);
  const error = await Promise.race([outcome, late]);
  controller.abort();
  if (error) throw error;
}
