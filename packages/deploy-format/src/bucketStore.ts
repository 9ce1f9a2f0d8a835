import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
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
  private readonly contentTypeFor: (key: string) => string;

  /**
   * `client` comes from whoever owns the S3 settings (the API reads them from the environment);
   * `contentTypeFor` names each file's type, so a bucket serves what the site server would.
   */
  constructor(client: S3Client, bucket: string, prefix: string, contentTypeFor: (key: string) => string) {
    this.contentTypeFor = contentTypeFor;
    this.bucket = bucket;
    this.prefix = prefix.replace(/^\/+|\/+$/g, '');
    this.description = `s3://${bucket}/${this.prefix}`;
    this.client = client;
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
        ContentType: this.contentTypeFor(key),
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
