import { type InferType, object, string } from 'yup';
import type { S3Settings } from '../storage/s3Client.ts';
import type { CoreConfig } from './coreConfig.ts';
import { list, text, trueOrFalse, whole } from './settingTypes.ts';

export const storageSchema = object({
  S3_ENDPOINT: text(),
  S3_PUBLIC_ENDPOINT: text(),
  S3_BUCKET: text(),
  S3_REGION: text(),
  S3_ACCESS_KEY_ID: string().optional(),
  S3_SECRET_ACCESS_KEY: string().optional(),
  S3_FORCE_PATH_STYLE: trueOrFalse(),
  S3_CORS_ORIGINS: string().optional(),
  S3_EMBEDDED_PORT: whole(0, 65535),
  S3_TIMEOUT_MS: whole(100, 120_000),
});

export interface StorageSettings extends S3Settings {
  /** No S3_ENDPOINT: run the embedded server under DATA_DIR/objects. */
  embedded: boolean;
  /** Origins allowed to PUT to the embedded bucket (the site plus S3_CORS_ORIGINS). */
  corsOrigins: string[];
}

export function storageConfig(
  s: InferType<typeof storageSchema>,
  core: CoreConfig,
): StorageSettings & { embeddedPort: number } {
  // The site's browser origins: PUBLIC_SITE_URL, else localhost and 127.0.0.1 on PORT.
  const browserOrigins =
    core.siteOrigins.length > 0
      ? [...core.siteOrigins]
      : [`http://localhost:${core.port}`, `http://127.0.0.1:${core.port}`];
  const endpoint = s.S3_ENDPOINT || undefined;
  // Path-style suits MinIO, R2 and loopback; AWS itself prefers virtual-hosted buckets.
  const pathStyleDefault = endpoint !== undefined && !endpoint.includes('amazonaws.com');
  return {
    embedded: !endpoint,
    endpoint,
    publicEndpoint: s.S3_PUBLIC_ENDPOINT || undefined,
    bucket: s.S3_BUCKET || 'product-images',
    region: s.S3_REGION || 'us-east-1',
    accessKeyId: s.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: s.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle:
      !endpoint || (s.S3_FORCE_PATH_STYLE ? s.S3_FORCE_PATH_STYLE === 'true' : pathStyleDefault),
    corsOrigins: [...browserOrigins, ...list(s.S3_CORS_ORIGINS)],
    timeoutMs: s.S3_TIMEOUT_MS ?? 5000,
    embeddedPort: s.S3_EMBEDDED_PORT ?? 0,
  };
}
