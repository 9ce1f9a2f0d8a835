import { setTimeout as sleep } from 'node:timers/promises';

/** How long a write keeps retrying while another process holds SQLite's write lock. */
export const DEFAULT_BUSY_RETRY_MS = 2000;

/** SQLITE_BUSY / SQLITE_LOCKED (and their extended codes) from better-sqlite3. */
export function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

/**
 * Runs one synchronous database step (a statement or a transaction function, so a
 * retry never repeats half of it). The connection's busy timeout is near zero so a
 * locked file never blocks the event loop; instead this waits on a timer and tries
 * again, up to retryForMs, then lets the busy error through (answered 503).
 */
export async function whenNotBusy<T>(
  work: () => T | Promise<T>,
  retryForMs = DEFAULT_BUSY_RETRY_MS,
): Promise<T> {
  const deadline = Date.now() + retryForMs;
  let pause = 5;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isBusyError(error) || Date.now() + pause > deadline) throw error;
      await sleep(pause);
      pause = Math.min(pause * 2, 250);
    }
  }
}
