import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { makeS3Client, type S3Settings } from '../../storage/s3Storage.ts';
import { contentTypeFor } from '../contentTypes.ts';
import type { DeployStore, StoredRead } from './deployStore.ts';

const READ_ABORT_MS = 10_000;

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/**
 * A deploy target in an S3-compatible bucket under a key prefix. Object-level calls only
 * (Get/Put/Delete): bucket-level ones such as listing fail on the embedded test server, so
 * the versions index names every file a version has.
 */
export class BucketStore implements DeployStore {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings, bucket: string, prefix: string) {
    this.bucket = bucket;
    this.prefix = prefix.replace(/^\/+|\/+$/g, '');
    this.description = `s3://${bucket}/${this.prefix}`;
    this.client = makeS3Client(settings);
  }

  private key(key: string): string {
    if (key.split('/').includes('..')) throw new Error(`invalid key: ${key}`);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async read(key: string, knownTag?: string): Promise<StoredRead | undefined> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.key(key),
          ...(knownTag ? { IfNoneMatch: knownTag } : {}),
        }),
        // A frozen endpoint must not hold a read forever (the server moves on sooner anyway).
        { abortSignal: AbortSignal.timeout(READ_ABORT_MS) },
      );
      const bytes = await result.Body?.transformToByteArray();
      return { tag: result.ETag ?? '', body: Buffer.from(bytes ?? new Uint8Array()) };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304 && knownTag) return { tag: knownTag };
      if (status === 404) return undefined;
      throw error;
    }
  }

  async write(key: string, body: Buffer | string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(key),
        Body: typeof body === 'string' ? Buffer.from(body) : body,
        ContentType: contentTypeFor(key),
      }),
    );
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
