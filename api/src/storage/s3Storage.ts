import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { withLocalReadCache } from './localReadCache.ts';
import type { ObjectStorage, PresignPutOptions, StoredObject, StoredObjectInfo } from './objectStorage.ts';
import { DEFAULT_STORAGE_TIMEOUT_MS, StorageUnavailableError } from './storageErrors.ts';

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

/** Visitors' reads keep this much on local disk by default: about 25 production photos. */
export const DEFAULT_READ_CACHE_BYTES = 256 * 1024 * 1024;

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

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/** Where presigned URLs point: the endpoint itself (path style) or bucket.endpoint (virtual-hosted). */
export function browserOrigin(settings: S3Settings, publicEndpoint: string | undefined): string {
  const base = new URL(publicEndpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  return settings.forcePathStyle ? base.origin : `${base.protocol}//${settings.bucket}.${base.host}`;
}

/** ObjectStorage over the AWS SDK v3: server calls via `endpoint`, presigned URLs for `publicEndpoint`. */
export function createS3Storage(
  settings: S3Settings,
  onClose: () => Promise<void> = async () => {},
): ObjectStorage {
  const client = makeS3Client(settings);
  // The health check has a pool of its own: no load on the site's storage calls can starve it.
  const probeClient = makeS3Client(settings);
  const publicEndpoint = settings.publicEndpoint ?? settings.endpoint;
  const presignClient =
    publicEndpoint === settings.endpoint ? client : makeS3Client(settings, publicEndpoint);
  const Bucket = settings.bucket;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_STORAGE_TIMEOUT_MS;
  /**
   * Runs one storage call under a deadline (aborted past it; the abort is dropped once the call
   * answered, so a streamed body is not cut). "Not found" is the caller's business; every
   * other failure is a StorageUnavailableError (503 storage_unavailable).
   */
  const call = async <T>(
    operation: string,
    work: (abortSignal: AbortSignal) => Promise<T>,
    ms = timeoutMs,
  ): Promise<T> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no answer within ${ms} ms`)), ms);
    try {
      return await work(controller.signal);
    } catch (error) {
      if (isNotFound(error)) throw error;
      throw new StorageUnavailableError(
        operation,
        controller.signal.aborted ? controller.signal.reason : error,
      );
    } finally {
      clearTimeout(timer);
    }
  };
  const browserOrigins = [browserOrigin(settings, publicEndpoint)];

  const presignPut = async (key: string, options: PresignPutOptions): Promise<string> => {
    const signable = new Set<string>();
    if (options.contentType) signable.add('content-type');
    if (options.contentLength !== undefined) signable.add('content-length');
    return getSignedUrl(
      presignClient,
      new PutObjectCommand({
        Bucket,
        Key: key,
        ...(options.contentType ? { ContentType: options.contentType } : {}),
        ...(options.contentLength !== undefined ? { ContentLength: options.contentLength } : {}),
      }),
      {
        expiresIn: options.expiresInSeconds,
        signableHeaders: signable,
        ...(options.signingDate ? { signingDate: options.signingDate } : {}),
      },
    );
  };

  const storage: ObjectStorage = {
    browserOrigins,
    presignPut,
    async ping() {
      try {
        await call('HEAD', (abortSignal) =>
          probeClient.send(new HeadObjectCommand({ Bucket, Key: 'health/check' }), { abortSignal }),
        );
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async head(key): Promise<StoredObjectInfo | null> {
      try {
        const head = await call('HEAD', (abortSignal) =>
          client.send(new HeadObjectCommand({ Bucket, Key: key }), { abortSignal }),
        );
        return { size: head.ContentLength ?? 0, contentType: head.ContentType };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async readAll(key, maxBytes) {
      // The body is read inside the deadline too (three times the usual: up to 10 MB).
      try {
        return await call(
          'GET',
          async (abortSignal) => {
            const object: GetObjectCommandOutput = await client.send(
              new GetObjectCommand({ Bucket, Key: key }),
              { abortSignal },
            );
            const body = object.Body as Readable | undefined;
            if (!body || (object.ContentLength ?? 0) > maxBytes) {
              body?.destroy();
              return null;
            }
            const stop = () => body.destroy(new Error('aborted'));
            abortSignal.addEventListener('abort', stop, { once: true });
            const chunks: Buffer[] = [];
            let total = 0;
            try {
              for await (const chunk of body) {
                total += (chunk as Buffer).byteLength;
                if (total > maxBytes) {
                  body.destroy();
                  return null;
                }
                chunks.push(chunk as Buffer);
              }
            } finally {
              abortSignal.removeEventListener('abort', stop);
            }
            return { bytes: Buffer.concat(chunks), etag: object.ETag };
          },
          timeoutMs * 3,
        );
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async copy(from, to, contentType) {
      try {
        await call('COPY', (abortSignal) =>
          client.send(
            new CopyObjectCommand({
              Bucket,
              Key: to,
              CopySource: `${Bucket}/${encodeURIComponent(from).replace(/%2F/g, '/')}`,
              ContentType: contentType,
              MetadataDirective: 'REPLACE',
            }),
            { abortSignal },
          ),
        );
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async get(key): Promise<StoredObject | null> {
      try {
        // The deadline covers the answer's headers; the body is copied to local disk under a
        // deadline of its own by localReadCache.ts, wrapped around this storage below.
        const object = await call('GET', (abortSignal) =>
          client.send(new GetObjectCommand({ Bucket, Key: key }), { abortSignal }),
        );
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType,
          etag: object.ETag,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async put(key, bytes, contentType) {
      await call('PUT', (abortSignal) =>
        client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }), {
          abortSignal,
        }),
      );
    },
    async delete(key) {
      try {
        await call('DELETE', (abortSignal) =>
          client.send(new DeleteObjectCommand({ Bucket, Key: key }), { abortSignal }),
        );
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async close() {
      client.destroy();
      probeClient.destroy();
      if (presignClient !== client) presignClient.destroy();
      await onClose();
    },
  };
  return withLocalReadCache(storage, {
    maxBytes: settings.readCacheBytes ?? DEFAULT_READ_CACHE_BYTES,
    transferTimeoutMs: timeoutMs * 3,
    ...(settings.readCacheDirectory ? { directory: settings.readCacheDirectory } : {}),
  });
}
