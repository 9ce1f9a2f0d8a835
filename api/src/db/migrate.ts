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
 * made; none elsewhere. Raw SQL: Kysely's introspection lists every schema's tables, and on
 * PostgreSQL only to_regclass follows the search_path (tests: a schema each).
 */
async function formerlyApplied(db: SchemaDb): Promise<Set<string>> {
  const { rows } = isPostgres(db)
    ? await sql<{ found: unknown }>`SELECT to_regclass('schema_migrations') AS found`.execute(db)
    : await sql<{
        found: unknown;
      }>`SELECT name AS found FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`.execute(
        db,
      );
  if (rows[0]?.found == null) return new Set();
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
 * Did a read of the catalogue fail because another schema went meanwhile: PostgreSQL's "schema
 * does not exist" (3F000) for it, or "relation does not exist" (42P01) for one of its tables?
 */
export function otherSchemaGone(error: unknown, ours: string | undefined): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  const named = typeof code === 'string' ? SCHEMA_NAMED_BY.get(code)?.exec(error.message)?.[1] : undefined;
  return named !== undefined && named !== ours;
}

/** Where each "does not exist" error names the schema it looked in. */
const SCHEMA_NAMED_BY = new Map<string, RegExp>([
  ['3F000', /schema "([^"]+)" does not exist/],
  ['42P01', /relation "([^".]+)\.[^"]+" does not exist/],
]);

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
  let outcome = await migrator.migrateToLatest().catch((error: unknown) => ({ error, results: undefined }));
  // Kysely's introspection reads every schema of the database; one dropped meanwhile (another
  // app's, or another test's) fails the read, not our migration, which rolled back: run again.
  for (let retry = 0; retry < 3 && otherSchemaGone(outcome.error, schema.migrationTableSchema); retry += 1)
    outcome = await migrator.migrateToLatest().catch((error: unknown) => ({ error, results: undefined }));
  const { error, results = [] } = outcome;
  if (error) throw error;
  const ran = new Set(migrations.filter((m) => !isAdopted(m)).map((m) => m.name));
  return results
    .filter((result) => result.status === 'Success' && ran.has(result.migrationName))
    .map((result) => result.migrationName);
}
