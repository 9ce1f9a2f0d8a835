/** Limits on the public contact endpoints; every one can be changed by environment. */
export interface ContactSettings {
  /** Posts allowed per client per window (CONTACTS_RATE_LIMIT_MAX, default 10; 0 = off). */
  rateLimitMax: number;
  /** Window length (CONTACTS_RATE_LIMIT_WINDOW_SECONDS, default 600 = 10 minutes). */
  rateLimitWindowMs: number;
  /** Largest accepted body (CONTACTS_BODY_LIMIT_BYTES, default 32768). */
  bodyLimitBytes: number;
}

export const defaultContactSettings: ContactSettings = {
  rateLimitMax: 10,
  rateLimitWindowMs: 600_000,
  bodyLimitBytes: 32_768,
};

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`Invalid ${name}: ${value}`);
  return parsed;
}

export function loadContactSettings(env: NodeJS.ProcessEnv = process.env): ContactSettings {
  const d = defaultContactSettings;
  const windowSeconds = wholeNumber(
    'CONTACTS_RATE_LIMIT_WINDOW_SECONDS',
    env.CONTACTS_RATE_LIMIT_WINDOW_SECONDS,
    d.rateLimitWindowMs / 1000,
  );
  return {
    rateLimitMax: wholeNumber('CONTACTS_RATE_LIMIT_MAX', env.CONTACTS_RATE_LIMIT_MAX, d.rateLimitMax),
    rateLimitWindowMs: Math.max(1, windowSeconds) * 1000,
    bodyLimitBytes: Math.max(
      1024,
      wholeNumber('CONTACTS_BODY_LIMIT_BYTES', env.CONTACTS_BODY_LIMIT_BYTES, d.bodyLimitBytes),
    ),
  };
}
