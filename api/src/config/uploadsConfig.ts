import { type InferType, object } from 'yup';
import { whole } from './settingTypes.ts';

export const uploadsSchema = object({
  UPLOAD_URL_TTL_SECONDS: whole(10, 3600),
  IMAGE_READS_PER_CLIENT: whole(1, 10_000),
  IMAGE_SEND_MIN_BYTES_PER_SECOND: whole(0, 1_000_000_000),
});

/** What one client may hold of the image reads (README "Limits"; api/src/http/imageReads). */
export interface ImageReadSettings {
  /** Image and variant bodies one client address may be sent at once, per instance (24). */
  perClient: number;
  /** A body sent slower than this, measured over each window, is cut off (4096; 0: never). */
  minBytesPerSecond: number;
  /** The window that rate is measured over (30 s). */
  windowMs: number;
}

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
  /** Per-client share of image reads and the slowest send allowed. */
  imageReads: ImageReadSettings;
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
    imageReads: {
      perClient: s.IMAGE_READS_PER_CLIENT ?? 24,
      minBytesPerSecond: s.IMAGE_SEND_MIN_BYTES_PER_SECOND ?? 4096,
      windowMs: 30_000,
    },
  };
}
