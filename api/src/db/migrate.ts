import { type Kysely, sql } from 'kysely';
import { type Migration as KyselyMigration, Migrator } from 'kysely/migration';
import type { EngineClient } from './engineClient.ts';
import { isPostgres, kyselyOver } from './kyselyOver.ts';

/** One schema change, written once with Kysely's schema builder for both engines. */
export interface Migration extends KyselyMigration {
  /**
   * Unique and stable forever. Kysely applies migrations in the order of their names, so each
   * starts with the next free four-digit number, then its room: "0016-leads-archive".
   */
  name: string;
  /** The id the hand-written runner recorded it under (schema_migrations), for databases it made. */
  formerId?: string;
}

// Any fixed number: instances of this API take the same PostgreSQL advisory lock.
const MIGRATION_LOCK_KEY = 7_310_424_001;

// Migrations see the database untyped (Kysely's own convention): each one works on the schema
// as it was at its time, not as the Database interface describes it today.
// biome-ignore lint/suspicious/noExplicitAny: Kysely<any> is how Kysely types a migration's database
type SchemaDb = Kysely<any>;

/** Kysely's record of applied migrations, made here so the former record can be copied in first. */
async function ensureMigrationTables(db: SchemaDb): Promise<void> {
  await db.schema
    .createTable('kysely_migration')
    .ifNotExists()
    .addColumn('name', 'varchar(255)', (col) => col.notNull().primaryKey())
    .addColumn('timestamp', 'varchar(255)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('kysely_migration_lock')
    .ifNotExists()
    .addColumn('id', 'varchar(255)', (col) => col.notNull().primaryKey())
    .addColumn('is_locked', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

/**
 * A database made by the former hand-written runner (table schema_migrations, one row per
 * applied id) gets those migrations recorded for Kysely once, with their original times, so
 * none runs again. schema_migrations itself stays as it was.
 */
async function adoptFormerRecord(db: SchemaDb, migrations: readonly Migration[]): Promise<void> {
  const recorded = await db.selectFrom('kysely_migration').select('name').limit(1).execute();
  if (recorded.length > 0 || !(await hasFormerRecord(db))) return;
  const former = await db.selectFrom('schema_migrations').select(['id', 'applied_at']).execute();
  const appliedAt = new Map(former.map((row) => [String(row.id), String(row.applied_at)]));
  const rows = migrations
    .filter((migration) => migration.formerId && appliedAt.has(migration.formerId))
    .map((migration) => ({ name: migration.name, timestamp: appliedAt.get(migration.formerId ?? '') }));
  if (rows.length > 0) await db.insertInto('kysely_migration').values(rows).execute();
}

/**
 * Whether schema_migrations exists here. Raw SQL: Kysely's introspection lists every schema's
 * tables, and on PostgreSQL only to_regclass follows the search_path (tests: a schema each).
 */
async function hasFormerRecord(db: SchemaDb): Promise<boolean> {
  const { rows } = isPostgres(db)
    ? await sql<{ found: unknown }>`SELECT to_regclass('schema_migrations') AS found`.execute(db)
    : await sql<{
        found: unknown;
      }>`SELECT name AS found FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`.execute(
        db,
      );
  return rows[0]?.found != null;
}

/**
 * Applies each migration not yet recorded, all in one transaction under a lock, so two
 * instances starting together never apply one twice: SQLite's BEGIN IMMEDIATE takes the
 * file's write lock; PostgreSQL takes a transaction-scoped advisory lock (its DDL is
 * transactional too). The second instance waits, then finds nothing left to do. Kysely's
 * Migrator does the bookkeeping (kysely_migration); it runs inside our transaction.
 */
export async function runMigrations(
  client: EngineClient,
  migrations: readonly Migration[],
): Promise<string[]> {
  return client.transaction(async (tx) => {
    const db: SchemaDb = kyselyOver(tx);
    if (tx.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(db);
    await ensureMigrationTables(db);
    await adoptFormerRecord(db, migrations);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => Object.fromEntries(migrations.map((m) => [m.name, m])) },
      disableTransactions: true,
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error) throw error;
    return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  });
}
