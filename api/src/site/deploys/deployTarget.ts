import { resolve } from 'node:path';
import { loadCoreConfig } from '../../config.ts';
import { loadStorageSettings } from '../../storage/storageSettings.ts';
import { BucketStore } from './bucketStore.ts';
import type { DeployStore } from './deployStore.ts';
import { FolderStore } from './folderStore.ts';

/** s3://bucket/prefix → its parts; anything else is a folder. */
export function parseBucketTarget(target: string): { bucket: string; prefix: string } | undefined {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(target);
  if (!match?.[1]) return undefined;
  return { bucket: match[1], prefix: match[2] ?? '' };
}

/**
 * Opens a deploy target: a folder path, or `s3://bucket/prefix` reached with the same S3
 * settings the API uses (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, …); the bucket named in
 * the target replaces S3_BUCKET.
 */
export function openDeployTarget(target: string, env: NodeJS.ProcessEnv = process.env): DeployStore {
  const bucketTarget = parseBucketTarget(target);
  if (!bucketTarget) return new FolderStore(resolve(target));
  const settings = loadStorageSettings(loadCoreConfig(env), env);
  if (settings.embedded)
    throw new Error(
      `${target} needs S3_ENDPOINT (and S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY): the embedded S3 server of npm start is private to its own process`,
    );
  return new BucketStore(settings, bucketTarget.bucket, bucketTarget.prefix);
}
