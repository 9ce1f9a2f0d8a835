import { type Kysely, sql } from 'kysely';
import { type Migration as KyselyMigration, Migrator } from 'kysely/migration';
import { isPostgres } from './sqlClient.ts';

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

// Migrations see the database untyped (Kysely's own convention): each one works on the schema
// as it was at its time, not as the Database interface describes it today.
// biome-ignore lint/suspicious/noExplicitAny: Kysely<any> is how Kysely types a migration's database
type SchemaDb = Kysely<any>;

/**
 * The ids the former hand-written runner recorded (table schema_migrations) in a database it
 * made; none elsewhere. On PostgreSQL the introspection sees the search_path's schemas only
 * (postgresDialect.ts), where the runner made its tables.
 */
async function formerlyApplied(db: SchemaDb): Promise<Set<string>> {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === 'schema_migrations')) return new Set();
  const former = await db.selectFrom('schema_migrations').select('id').execute();
  return new Set(former.map((row) => String(row.id)));
}

/** PostgreSQL's schema for Kysely's record: the one unqualified tables land in (search_path). */
async function recordSchema(db: SchemaDb): Promise<{ migrationTableSchema?: string }> {
  if (!isPostgres(db)) return {};
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0] ? { migrationTableSchema: rows[0].schema } : {};
}

/**
 * Applies each migration not yet recorded (kysely_migration), with Kysely's Migrator: all in
 * one transaction under a lock, so two instances starting together never apply one twice.
 * PostgreSQL takes our advisory lock (postgresDialect.ts); SQLite's BEGIN IMMEDIATE takes the
 * file's write lock (sqliteDialect.ts). The second instance waits, then finds nothing left.
 * A migration the former hand-written runner already applied (schema_migrations) is recorded
 * without running again. Resolves with the names of the migrations that ran.
 */
export async function runMigrations(db: SchemaDb, migrations: readonly Migration[]): Promise<string[]> {
  const adopted = await formerlyApplied(db);
  const isAdopted = (migration: Migration) =>
    migration.formerId !== undefined && adopted.has(migration.formerId);
  const recordOnly = async () => undefined;
  const schema = await recordSchema(db);
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(migrations.map((m) => [m.name, isAdopted(m) ? { up: recordOnly } : m])),
    },
    ...schema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  const ran = new Set(migrations.filter((m) => !isAdopted(m)).map((m) => m.name));
  return results
    .filter((result) => result.status === 'Success' && ran.has(result.migrationName))
    .map((result) => result.migrationName);
}
