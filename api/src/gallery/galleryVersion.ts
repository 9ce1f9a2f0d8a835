import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { SqlClient } from '../db/sqlClient.ts';

/** Whoever keeps a list of this database's gallery in this process (listSources.ts). */
const listeners = new WeakMap<SqlClient, Set<() => void>>();

/**
 * Raises the gallery's version: every change to what the page lists show (an upload, a delete,
 * alt text, the featured order, new sized copies) calls it, inside its transaction when it has
 * one, so other instances see the change at their next check.
 */
export async function raiseGalleryVersion(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('gallery_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

/** Tells this process's kept lists at once (after the change has been committed). */
export function announceGalleryChange(sql: SqlClient): void {
  for (const listener of listeners.get(sql) ?? []) listener();
}

/** A change outside a transaction: the version raised, then this process told. */
export async function galleryChanged(sql: SqlClient): Promise<void> {
  await raiseGalleryVersion(sql);
  announceGalleryChange(sql);
}

/** The gallery's version now (0 before any change). */
export async function readGalleryVersion(sql: SqlClient): Promise<number> {
  const row = await sql
    .selectFrom('gallery_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Calls `listener` whenever this process changes the gallery of `sql`; returns the unsubscribe. */
export function onGalleryChange(sql: SqlClient, listener: () => void): () => void {
  const set = listeners.get(sql) ?? new Set<() => void>();
  listeners.set(sql, set);
  set.add(listener);
  return () => set.delete(listener);
}
