import { SessionStore } from './auth/sessions.ts';
import { oneAtATime } from './background/oneAtATime.ts';
import type { AppConfig } from './config/loadConfig.ts';
import type { SqlClient } from './db/sqlClient.ts';
import { makeMissingVariants } from './gallery/storeImageVariants.ts';
import { sweepSharedCounters } from './limits/sharedCounters.ts';
import type { ObjectStorage } from './storage/objectStorage.ts';
import { sweepAbandonedUploads } from './uploads/uploadSweeper.ts';
import { sweepVitals, utcDay } from './vitals/vitalsStore.ts';

/**
 * The longest window any shared counter uses (sign-in throttles, the contact rate limit):
 * a counter whose window started longer ago than this has ended for every user of it.
 */
export function longestCounterWindowMs(config: Pick<AppConfig, 'auth' | 'contacts'>): number {
  const { windowMs, addressHorizonMs } = config.auth.signIn;
  return Math.max(windowMs, addressHorizonMs, config.contacts.rateLimitWindowMs);
}

/**
 * Every few minutes: drop dead sessions, ended shared counters, Web Vitals counts older than
 * VITALS_RETENTION_DAYS, and objects of uploads never recorded; make the missing sized copies
 * of a few images. Each instance runs it; every step is safe to run twice at once.
 */
export function startHousekeeping(
  config: Pick<AppConfig, 'auth' | 'contacts' | 'vitals'>,
  sql: SqlClient,
  storage: ObjectStorage | null,
  everyMs = 5 * 60_000,
): { stop(): Promise<void> } {
  const sessions = new SessionStore(sql, config.auth);
  const counterWindowMs = longestCounterWindowMs(config);
  const vitalsRetentionMs = config.vitals.retentionDays * 86_400_000;
  const sweep = async () => {
    const now = Date.now();
    await sessions.sweep();
    await sweepSharedCounters(sql, now - counterWindowMs);
    await sweepVitals(sql, utcDay(now - vitalsRetentionMs));
    if (storage) await sweepAbandonedUploads(sql, storage, now);
    // Images recorded before variants existed (or cut short by a restart) get theirs here.
    if (storage) await makeMissingVariants(sql, storage);
  };
  // A sweep still running when the next is due: that one is skipped.
  const sweeps = oneAtATime(sweep, {
    whenBusy: 'skip',
    onError: (error) => console.error('[housekeeping] sweep failed', error),
  });
  sweeps.run();
  const timer = setInterval(() => sweeps.run(), everyMs);
  timer.unref();
  return {
    // Resolves once a sweep under way has finished, so the database can be closed after it.
    stop: async () => {
      clearInterval(timer);
      await sweeps.stop();
    },
  };
}
