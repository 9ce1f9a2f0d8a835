import type { SqlClient } from './sqlClient.ts';

export interface Migration {
  /** Unique and stable forever, e.g. "contacts-001-create". Applied in list order. */
  id: string;
  /** SQLite's text; also PostgreSQL's when `postgres` is absent (portable SQL). */
  sql: string;
  /** PostgreSQL's text when it differs (types, identity columns, no strftime). */
  postgres?: string;
}

// Any fixed number: instances of this API take the same PostgreSQL advisory lock.
const MIGRATION_LOCK_KEY = 7_310_424_001;

/**
 * Applies each migration not yet recorded, all in one transaction under a lock, so two
 * instances starting together never apply one twice: SQLite's BEGIN IMMEDIATE takes the
 * file's write lock; PostgreSQL takes a transaction-scoped advisory lock (its DDL is
 * transactional too). The second instance waits, then finds nothing left to do.
 */
export async function runMigrations(sql: SqlClient, migrations: readonly Migration[]): Promise<string[]> {
  return sql.transaction(async (tx) => {
    if (tx.dialect === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`,
    );
    const rows = await tx.all<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await tx.exec(tx.dialect === 'postgres' ? (migration.postgres ?? migration.sql) : migration.sql);
      await tx.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [
        migration.id,
        new Date().toISOString(),
      ]);
      ran.push(migration.id);
    }
    return ran;
  });
}
