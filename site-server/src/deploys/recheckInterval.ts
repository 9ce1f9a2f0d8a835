import { FolderStore } from '@pod/deploy-format/folderStore';
import type { DeployStore } from '@pod/deploy-format/store';

/** A folder target (and a dist folder): a deploy or rollback shows within 1 s on every instance. */
export const FOLDER_RECHECK_MS = 500;
/** A bucket: each read is a request that costs time and money; a deploy shows within 5 s. */
export const BUCKET_RECHECK_MS = 2_000;

/**
 * How long what the server read of its deploy target (each app's live pointer and versions
 * index, the remotes registry) and of its dist folders is taken as current before it asks
 * again: SITE_RECHECK_MS, else by the kind of target. A page view in between asks storage
 * nothing; a change shows within twice this (a read just before it, then the next one).
 */
export function recheckIntervalFor(store: DeployStore, setting: number | undefined): number {
  if (setting !== undefined) return setting;
  return store instanceof FolderStore ? FOLDER_RECHECK_MS : BUCKET_RECHECK_MS;
}
