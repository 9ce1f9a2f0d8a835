import type { Db } from '../db/openDatabase.ts';
import type { ObjectStorage } from './objectStorage.ts';
import { UploadGrants } from './uploadGrants.ts';

/**
 * Deletes staging objects nobody will record: uploads abandoned or refused, and anything
 * PUT again to a staging key after its upload was recorded (the URL stays valid until it
 * expires). Recorded images live under their own final keys and are never touched here.
 */
export async function sweepAbandonedUploads(db: Db, storage: ObjectStorage, now: number): Promise<number> {
  const grants = new UploadGrants(db);
  let swept = 0;
  for (const grant of grants.finished(now)) {
    await storage.delete(grant.objectKey);
    grants.remove(grant.objectKey);
    swept += 1;
  }
  return swept;
}
