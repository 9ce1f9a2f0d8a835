import { resolve } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { BucketStore } from '@pod/deploy-format/bucketStore';
import { parseBucketTarget } from '@pod/deploy-format/bucketTarget';
import { FolderStore } from '@pod/deploy-format/folderStore';
import type { DeployStore } from '@pod/deploy-format/store';
import { contentTypeFor } from '../contentTypes.ts';

/**
 * Opens a deploy target: a folder path, or `s3://bucket/prefix` reached with the client
 * `bucketClient` makes from the caller's S3 settings (the bucket named in the target replaces
 * the settings' own). `bucketClient` throws when those settings reach no bucket; it is only
 * called for an s3:// target. Objects are written with this server's content types.
 */
export function openDeployTarget(target: string, bucketClient: () => S3Client): DeployStore {
  const bucketTarget = parseBucketTarget(target);
  if (!bucketTarget) return new FolderStore(resolve(target));
  return new BucketStore(bucketClient(), bucketTarget.bucket, bucketTarget.prefix, contentTypeFor);
}
