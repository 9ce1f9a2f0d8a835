import type { Db } from '../db/openDatabase.ts';
import type { ObjectStorage } from './objectStorage.ts';
import { UploadGrants } from './uploadGrants.ts';

/** Deletes objects of issued keys never recorded in time (abandoned or refused uploads). */
export async function sweepAbandonedUploads(db: Db, storage: ObjectStorage, now: number): Promise<number> {
  const grants = new UploadGrants(db);
  let swept = 0;
  for (const grant of grants.expired(now)) {
    await storage.delete(grant.objectKey);
    grants.remove(grant.objectKey);
    swept += 1;
  }
  return swept;
}
