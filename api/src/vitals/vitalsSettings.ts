/** Limits of POST /api/vitals and how long the daily counts are kept; each can be set by environment. */
export interface VitalsSettings {
  /** Beacons allowed per client per window (VITALS_RATE_LIMIT_MAX, default 60; 0 = off). */
  rateLimitMax: number;
  /** Window length (VITALS_RATE_LIMIT_WINDOW_SECONDS, default 600 = 10 minutes). */
  rateLimitWindowMs: number;
  /** Days of daily counts kept (VITALS_RETENTION_DAYS, default 90, at least 7 for the staff page). */
  retentionDays: number;
}

/** Largest beacon body: ten measurements and a route fit in a few hundred bytes. */
export const VITALS_BODY_LIMIT_BYTES = 4096;

export const defaultVitalsSettings: VitalsSettings = {
  rateLimitMax: 60,
  rateLimitWindowMs: 600_000,
  retentionDays: 90,
};

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`Invalid ${name}: ${value}`);
  return parsed;
}

export function loadVitalsSettings(env: NodeJS.ProcessEnv = process.env): VitalsSettings {
  const d = defaultVitalsSettings;
  const windowSeconds = wholeNumber(
    'VITALS_RATE_LIMIT_WINDOW_SECONDS',
    env.VITALS_RATE_LIMIT_WINDOW_SECONDS,
    d.rateLimitWindowMs / 1000,
  );
  return {
    rateLimitMax: wholeNumber('VITALS_RATE_LIMIT_MAX', env.VITALS_RATE_LIMIT_MAX, d.rateLimitMax),
    rateLimitWindowMs: Math.max(1, windowSeconds) * 1000,
    retentionDays: Math.max(
      7,
      wholeNumber('VITALS_RETENTION_DAYS', env.VITALS_RETENTION_DAYS, d.retentionDays),
    ),
  };
}
