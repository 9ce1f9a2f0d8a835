// The database a test runs against: the embedded SQLite file by default, or a fresh schema
// in the run's PostgreSQL server when the api-postgres vitest project set one up. Tests that
// use this run on both engines.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { allMigrations } from '../../src/allMigrations.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { postgresClient } from '../../src/db/postgres/postgresClient.ts';
import type { SqlClient, SqlDialect } from '../../src/db/sqlClient.ts';
import { openServerSqlite } from '../../src/db/sqlite/openServerSqlite.ts';

export interface TestDatabase {
  sql: SqlClient;
  dialect: SqlDialect;
  /** A temporary folder (the SQLite file lives here; tests may put other files here too). */
  dataDir: string;
  /** For PostgreSQL: the URL and schema, so a second client or process can share it. */
  postgres?: { url: string; schema: string };
  close(): Promise<void>;
}

/** Which engine this test run uses. */
export function testDialect(): SqlDialect {
  // Set per project (vitest.postgres.config.ts `env`), not by the global set-up: that one's
  // environment reaches every project's workers when `npm test` runs them together.
  return process.env.POD_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

/** The run's PostgreSQL server (started by postgresGlobalSetup.ts). */
export function postgresServerUrl(): string {
  const url = process.env.POD_TEST_POSTGRES_URL;
  if (!url) throw new Error('POD_TEST_ENGINE=postgres needs the api-postgres project global set-up');
  return url;
}

/** A fresh database for one test: migrated, or with `empty` no table at all. */
export async function openTestDatabase({
  empty = false,
  ...options
}: {
  busyRetryMs?: number;
  empty?: boolean;
} = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pod-api-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const url = testDialect() === 'postgres' ? postgresServerUrl() : undefined;
  if (!url) {
    const { sql, problem, close } = await openServerSqlite(dataDir, empty ? [] : allMigrations, options);
    if (problem) throw new Error(problem);
    return {
      sql,
      dialect: 'sqlite',
      dataDir,
      async close() {
        await close();
        removeDir();
      },
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const { sql } = postgresClient({ connectionString: url, schema, max: 5 });
  if (!empty) await runMigrations(sql, allMigrations);
  return {
    sql,
    dialect: 'postgres',
    dataDir,
    postgres: { url, schema },
    async close() {
      await sql.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
      removeDir();
    },
  };
}
