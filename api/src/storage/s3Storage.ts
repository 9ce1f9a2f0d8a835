import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { withLocalReadCache } from './localReadCache.ts';
import type { ObjectStorage, StoredObject, StoredObjectInfo } from './objectStorage.ts';
import { callWithin, isNotFound } from './s3Calls.ts';
import { makeS3Client, type S3Settings } from './s3Client.ts';
import { browserOrigin, presignPut } from './s3Presign.ts';
import { DEFAULT_STORAGE_TIMEOUT_MS } from './storageErrors.ts';

/** Visitors' reads keep this much on local disk by default: about 25 production photos. */
export const DEFAULT_READ_CACHE_BYTES = 256 * 1024 * 1024;

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
  // Every call has the storage's deadline unless it names one of its own.
  const call = <T>(operation: string, work: (abortSignal: AbortSignal) => Promise<T>, ms = timeoutMs) =>
    callWithin(operation, ms, work);
  const browserOrigins = [browserOrigin(settings, publicEndpoint)];

  const storage: ObjectStorage = {
    browserOrigins,
    presignPut: (key, options) => presignPut(presignClient, Bucket, key, options),
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
