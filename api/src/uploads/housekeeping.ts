import { loadAuthSettings } from '../auth/authSettings.ts';
import { SessionStore } from '../auth/sessions.ts';
import type { CoreConfig } from '../config.ts';
import type { Db } from '../db/openDatabase.ts';
import type { ObjectStorage } from './objectStorage.ts';
import { sweepAbandonedUploads } from './uploadSweeper.ts';

/** Every few minutes: drop dead sessions and delete objects of uploads never recorded. */
export function startHousekeeping(
  config: CoreConfig,
  db: Db,
  storage: ObjectStorage | null,
  everyMs = 5 * 60_000,
): { stop(): void } {
  const sessions = new SessionStore(db, loadAuthSettings(config.https));
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      sessions.sweep();
      if (storage) await sweepAbandonedUploads(db, storage, Date.now());
    } catch (error) {
      console.error('[housekeeping] sweep failed', error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
