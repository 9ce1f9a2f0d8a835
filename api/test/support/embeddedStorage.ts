// For tests that read objects through the real S3 client: the embedded, signature-checking S3
// server on loopback, its objects in a temporary folder of their own, and clients over it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmbeddedS3, startEmbeddedS3 } from '../../src/storage/embeddedS3.ts';
import type { ObjectStorage } from '../../src/storage/objectStorage.ts';
import type { S3Settings } from '../../src/storage/s3Client.ts';
import { createS3Storage } from '../../src/storage/s3Storage.ts';

export const TEST_BUCKET = 'images';

export interface TestS3 extends EmbeddedS3 {
  /** Stops the server and removes its objects' folder. */
  close(): Promise<void>;
}

/** The embedded S3 server with the bucket made, its objects under a new folder named after `name`. */
export async function startTestS3(name: string): Promise<TestS3> {
  const objects = mkdtempSync(join(tmpdir(), `pod-${name}-s3-`));
  const s3 = await startEmbeddedS3({
    directory: objects,
    bucket: TEST_BUCKET,
    corsOrigins: ['http://localhost:3999'],
    port: 0,
  });
  return {
    ...s3,
    async close() {
      await s3.close();
      rmSync(objects, { recursive: true, force: true });
    },
  };
}

/** An S3 client of the bucket, reaching the server directly unless `fields` names another endpoint. */
export function storageOver(s3: EmbeddedS3, fields: Partial<S3Settings> = {}): ObjectStorage {
  return createS3Storage({
    endpoint: s3.endpoint,
    publicEndpoint: undefined,
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
    ...fields,
  });
}
