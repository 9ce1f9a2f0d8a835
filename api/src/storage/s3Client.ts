// The S3 settings and the SDK client made from them: a frozen endpoint fails a call within its
// deadline instead of holding the request.
import { S3Client } from '@aws-sdk/client-s3';
import { DEFAULT_STORAGE_TIMEOUT_MS } from './storageErrors.ts';

export interface S3Settings {
  /** e.g. https://s3.us-east-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com; unset for AWS defaults. */
  endpoint: string | undefined;
  /** The endpoint the browser PUTs to, when it differs from the one the API reaches. */
  publicEndpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** How long one call may take, retries included (S3_TIMEOUT_MS); the socket connect gets a fifth of it. */
  timeoutMs?: number;
  /** Sockets per connection pool (the SDK's default is 50); tests set a small pool. */
  maxSockets?: number;
  /** Bytes of objects kept on local disk for visitors' reads (see localReadCache.ts). */
  readCacheBytes?: number;
  /** The folder of those copies (DATA_DIR/object-reads), emptied at start; unset: a temporary one. */
  readCacheDirectory?: string;
}

/** An S3 client for these settings (uploads, and the deploy store's s3:// targets). */
export function makeS3Client(settings: S3Settings, endpoint = settings.endpoint): S3Client {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_STORAGE_TIMEOUT_MS;
  return new S3Client({
    region: settings.region,
    // A frozen endpoint must fail the call, not hold the request: connecting gets a fifth of
    // the deadline, a silent socket the whole of it (callers add an abort signal on top).
    requestHandler: {
      ...(settings.maxSockets
        ? { httpAgent: { maxSockets: settings.maxSockets }, httpsAgent: { maxSockets: settings.maxSockets } }
        : {}),
      connectionTimeout: Math.max(100, Math.round(timeoutMs / 5)),
      requestTimeout: timeoutMs,
    },
    maxAttempts: 2,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default checksum parameters are rejected by many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}
