import { resolve } from 'node:path';
import { loadConfig } from '@pod/api/config';
import { openDeployTarget } from '@pod/api/deployTarget';
import { parseBucketTarget } from '@pod/deploy-format/bucketTarget';
import { FolderStore } from '@pod/deploy-format/folderStore';
import type { DeployStore } from '@pod/deploy-format/store';

/**
 * The target a deploy tool names (--to). An s3:// target is reached with this shell's S3
 * settings, parsed as the server parses them. A folder needs none, so nothing is parsed for
 * it: a setting meant for the server cannot stop a folder deploy.
 */
export function openTarget(to: string): DeployStore {
  if (!parseBucketTarget(to)) return new FolderStore(resolve(to));
  return openDeployTarget(to, loadConfig(process.env).storage);
}
