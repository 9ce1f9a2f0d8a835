import { type InferType, object } from 'yup';
import { whole } from './settingTypes.ts';

export const uploadsSchema = object({
  UPLOAD_URL_TTL_SECONDS: whole(10, 3600),
});

export interface UploadSettings {
  /** Presigned PUT URLs expire this soon (UPLOAD_URL_TTL_SECONDS, default 300). */
  urlTtlSeconds: number;
  /** An issued key must be recorded within this time, else its object is swept (1 hour). */
  recordWindowMs: number;
  /** Clock, replaceable in tests (an old clock signs already-expired URLs). */
  now: () => number;
  /**
   * The image worker's whole environment: libvips' own settings (VIPS_*) and the locale (LANG,
   * LC_*, TZ), nothing else. None of the server's secrets (database URL, SMTP, S3 keys): a
   * decoder flaw exploited by a crafted file finds nothing to take there.
   */
  imageWorkerEnv: Readonly<Record<string, string>>;
}

function imageWorkerEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && /^(VIPS_|LANG$|LC_|TZ$)/.test(name)) picked[name] = value;
  return picked;
}

export function uploadsConfig(
  s: InferType<typeof uploadsSchema>,
  env: Readonly<Record<string, string | undefined>>,
): UploadSettings {
  return {
    urlTtlSeconds: s.UPLOAD_URL_TTL_SECONDS ?? 300,
    recordWindowMs: 3_600_000,
    now: Date.now,
    imageWorkerEnv: imageWorkerEnv(env),
  };
}
