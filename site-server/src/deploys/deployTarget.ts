import { resolve } from 'node:path';
import { BucketStore } from '@pod/deploy-format/bucketStore';
import { parseBucketTarget } from '@pod/deploy-format/bucketTarget';
import { FolderStore } from '@pod/deploy-format/folderStore';
import type { DeployStore } from '@pod/deploy-format/store';
import type { StorageSettings } from '../../config/storageConfig.ts';
import { makeS3Client } from '../../storage/s3Storage.ts';
import { contentTypeFor } from '../contentTypes.ts';

export { parseBucketTarget };

/**
 * Opens a deploy target: a folder path, or `s3://bucket/prefix` reached with the parsed S3
 * settings the API uses (`config.storage`: S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, …); the
 * bucket named in the target replaces S3_BUCKET. The deploy tool opens its targets here too
 * (as `@pod/api/deployTarget`), so both read one set of S3 settings.
 */
export function openDeployTarget(target: string, storage: StorageSettings): DeployStore {
  const bucketTarget = parseBucketTarget(target);
  if (!bucketTarget) return new FolderStore(resolve(target));
  if (storage.embedded)
    throw new Error(
      `${target} needs S3_ENDPOINT (and S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY): the embedded S3 server of npm start is private to its own process`,
    );
  return new BucketStore(makeS3Client(storage), bucketTarget.bucket, bucketTarget.prefix, contentTypeFor);
}
