import type { DeleteResult, UpdateResult } from 'kysely';

/** How many rows a delete or an update changed, as a number (Kysely counts them in bigint). */
export async function changedRows(write: {
  executeTakeFirstOrThrow(): Promise<DeleteResult | UpdateResult>;
}): Promise<number> {
  const result = await write.executeTakeFirstOrThrow();
  return Number('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows);
}
