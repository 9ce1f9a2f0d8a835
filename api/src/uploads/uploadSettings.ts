export interface UploadSettings {
  /** Presigned PUT URLs expire this soon (UPLOAD_URL_TTL_SECONDS, default 300). */
  urlTtlSeconds: number;
  /** An issued key must be recorded within this time, else its object is swept (1 hour). */
  recordWindowMs: number;
  /** Clock, replaceable in tests (an old clock signs already-expired URLs). */
  now: () => number;
}

export function loadUploadSettings(env: NodeJS.ProcessEnv = process.env): UploadSettings {
  const ttl = env.UPLOAD_URL_TTL_SECONDS ? Number(env.UPLOAD_URL_TTL_SECONDS) : 300;
  if (!Number.isInteger(ttl) || ttl < 10 || ttl > 3600)
    throw new Error(`Invalid UPLOAD_URL_TTL_SECONDS: ${env.UPLOAD_URL_TTL_SECONDS} (10-3600)`);
  return { urlTtlSeconds: ttl, recordWindowMs: 3_600_000, now: Date.now };
}
