// A database as the former hand-written migration runner made it (its recorded statements, in
// test/fixtures), a row with a value in every column of every table, and what a database holds
// (its rows, its columns) to compare one with another: for migrateForward.test.ts.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { upsertStaffAccount } from '../../src/auth/staffAccounts.ts';
import { dialectOf, type SqlClient } from '../../src/db/sqlClient.ts';
import { STAFF } from '../uploadHarness.ts';
import { tablesOf } from './tablesOf.ts';
import type { TestDatabase } from './testDatabase.ts';

/** The former migrations of this engine, as recorded in test/fixtures. */
function formerMigrations(db: SqlClient): { id: string; text: string }[] {
  const file = readFileSync(
    new URL(`../fixtures/formerSchema.${dialectOf(db)}.sql`, import.meta.url),
    'utf8',
  );
  return file
    .split(/^-- migration: /m)
    .slice(1)
    .map((part) => {
      const [id = '', ...text] = part.split('\n');
      return { id, text: text.join('\n') };
    });
}

/**
 * As the former runner built a database: each migration's statements, then its id recorded.
 * Raw SQL: the former runner's own text, and its record table, which Database does not describe.
 */
export async function buildFormerDatabase(db: SqlClient): Promise<void> {
  await sql`CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(db);
  for (const { id, text } of formerMigrations(db)) {
    for (const statement of text.split(/;\s*$/m))
      if (statement.replace(/^\s*--.*$/gm, '').trim()) await sql.raw(statement).execute(db);
    await sql`INSERT INTO schema_migrations (id, applied_at) VALUES (${id}, ${'2026-01-02T03:04:05.678Z'})`.execute(
      db,
    );
  }
}

export const TABLES = [
  'users',
  'sessions',
  'contacts',
  'lead_notifications',
  'product_images',
  'upload_grants',
  'shared_counters',
  'web_vitals_daily',
] as const;

/** One row in every table, with a value in every column. */
export async function addRows(db: SqlClient): Promise<void> {
  const { user } = await upsertStaffAccount(db, STAFF.username, STAFF.password);
  const [createdAt, issuedAt] = [1_700_000_000_000, 1_700_000_000_000];
  await db
    .insertInto('sessions')
    .values({
      id: 'session-hash',
      user_id: user.id,
      created_at: createdAt,
      last_seen_at: createdAt + 1,
      expires_at: 4_102_444_800_000,
    })
    .execute();
  await db
    .insertInto('contacts')
    .values({
      id: 'lead-1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      company: 'Engines',
      message: 'Hoodies, please',
      created_at: '2026-01-01T00:00:00.000Z',
      source: 'customer_service',
      status: 'handled',
    })
    .execute();
  await db
    .insertInto('lead_notifications')
    .values({
      contact_id: 'lead-1',
      state: 'sent',
      attempts: 2,
      next_attempt_at: createdAt,
      last_error: 'timeout once',
      sent_at: '2026-01-01T00:01:00.000Z',
      leased_until: createdAt + 500,
      lease_owner: 'instance-a',
    })
    .execute();
  await db
    .insertInto('product_images')
    .values({
      id: '7d6f2c1e-0000-4000-8000-000000000001',
      filename: 'shirt.png',
      object_path: 'images/shirt.png',
      uploaded_at: '2026-01-01T00:00:00.000Z',
      content_type: 'image/png',
      size: 1234,
      alt: 'A red shirt',
      width: 800,
      height: 600,
      variant_widths: '320,640',
      featured_position: 0,
      variant_attempts: 1,
    })
    .execute();
  await db
    .insertInto('upload_grants')
    .values({
      object_key: 'uploads/a.png',
      object_url: 'http://s3.local/uploads/a.png',
      session_id: 'session-hash',
      user_id: user.id,
      content_type: 'image/png',
      size: 99,
      issued_at: issuedAt,
      url_expires_at: issuedAt + 300_000,
      record_by: issuedAt + 3_600_000,
      settled_at: issuedAt + 100_000,
    })
    .execute();
  await db
    .insertInto('shared_counters')
    .values({ key: 'contact:1.2.3.4', window_start: createdAt, count: 3, last_at: createdAt + 100 })
    .execute();
  await db
    .insertInto('web_vitals_daily')
    .values({ day: '2026-01-01', route: '/', metric: 'LCP', bucket: 7, count: 4_000_000_000 })
    .execute();
}

/** Every row of every table, in a stable order (the rowid/seq columns aside: engine bookkeeping). */
export async function allRows(db: SqlClient): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const found = await db.selectFrom(table).selectAll().execute();
    rows[table] = found
      .map((row) => {
        const { rowid: _rowid, seq: _seq, ...kept } = row as Record<string, unknown>;
        return kept;
      })
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return rows;
}

/** Each table's columns: name, whether it may be NULL, and (PostgreSQL) its stored type. */
export async function columnsOf(database: TestDatabase): Promise<Record<string, string[]>> {
  const tables = await tablesOf(database.sql);
  const columns: Record<string, string[]> = {};
  for (const table of tables) {
    if (!(TABLES as readonly string[]).includes(table.name)) continue;
    columns[table.name] = table.columns
      .map(
        (c) => `${c.name} ${c.isNullable ? 'null' : 'not null'}${database.postgres ? ` ${c.dataType}` : ''}`,
      )
      .sort();
  }
  return columns;
}
