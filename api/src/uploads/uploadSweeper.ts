import type { SqlClient } from '../db/sqlClient.ts';
import type { ObjectStorage } from '../storage/objectStorage.ts';
import { UploadGrants } from './uploadGrants.ts';

/**
 * Deletes staging objects nobody will record: uploads abandoned or refused, and anything
 * PUT again to a staging key after its upload was recorded (the URL stays valid until it
 * expires). Recorded images live under their own final keys and are never touched here.
 * Several instances may sweep at once: deleting an object or row twice is harmless.
 */
export async function sweepAbandonedUploads(
  sql: SqlClient,
  storage: ObjectStorage,
  now: number,
): Promise<number> {
  const grants = new UploadGrants(sql);
  let swept = 0;
  for (const grant of await grants.finished(now)) {
    await storage.delete(grant.objectKey);
    await grants.remove(grant.objectKey);
    swept += 1;
  }
  return swept;
}
