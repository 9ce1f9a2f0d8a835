import type { CoreConfig } from '../config.ts';
import type { S3Settings } from './s3Storage.ts';
import { parseStorageTimeout } from './storageErrors.ts';

export interface StorageSettings extends S3Settings {
  /** No S3_ENDPOINT: run the embedded server under DATA_DIR/objects. */
  embedded: boolean;
  /** Origins allowed to PUT to the embedded bucket (the site plus S3_CORS_ORIGINS). */
  corsOrigins: string[];
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/** The site's browser origins: PUBLIC_SITE_URL, else localhost and 127.0.0.1 on PORT. */
export function siteOrigins(config: CoreConfig): string[] {
  if (config.siteOrigins.length > 0) return [...config.siteOrigins];
  return [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];
}

export function loadStorageSettings(
  config: CoreConfig,
  env: NodeJS.ProcessEnv = process.env,
): StorageSettings {
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const embedded = !endpoint;
  // Path-style suits MinIO, R2 and loopback; AWS itself prefers virtual-hosted buckets.
  const pathStyleDefault = endpoint !== undefined && !endpoint.includes('amazonaws.com');
  return {
    embedded,
    endpoint,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT?.trim() || undefined,
    bucket: env.S3_BUCKET?.trim() || 'product-images',
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle:
      embedded || (env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : pathStyleDefault),
    corsOrigins: [...siteOrigins(config), ...list(env.S3_CORS_ORIGINS)],
    timeoutMs: parseStorageTimeout(env.S3_TIMEOUT_MS),
  };
}
