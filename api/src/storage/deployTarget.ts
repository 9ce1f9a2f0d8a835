import type { DeployStore } from '@pod/deploy-format/store';
import { openDeployTarget as openTarget } from '@pod/site-server/deployTarget';
import type { StorageSettings } from '../config/storageConfig.ts';
import { makeS3Client } from './s3Client.ts';

/**
 * Opens a deploy target (SITE_DEPLOY_TARGET, or a deploy tool's --to) with the parsed S3
 * settings the API uses (`config.storage`: S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, …); the
 * bucket named in the target replaces S3_BUCKET. The deploy tool opens its targets here too
 * (as `@pod/api/deployTarget`), so both read one set of S3 settings.
 */
export function openDeployTarget(target: string, storage: StorageSettings): DeployStore {
  return openTarget(target, () => {
    if (storage.embedded)
      throw new Error(
        `${target} needs S3_ENDPOINT (and S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY): the embedded S3 server of npm start is private to its own process`,
      );
    return makeS3Client(storage);
  });
}
