// A database the former hand-written runner made (today's schema and rows, on this run's
// engine) opens with the Kysely migrations: nothing runs twice, no row is lost or changed, the
// API works on it, and its tables match those of a database made by the new migrations.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { allMigrations } from '../src/allMigrations.ts';
import { upsertStaffAccount } from '../src/auth/staffAccounts.ts';
import { createApp } from '../src/createApp.ts';
import { kyselyOver } from '../src/db/kyselyOver.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { SqlClient } from '../src/db/sqlClient.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { jsonRequest, SITE, STAFF, signIn } from './uploadHarness.ts';

const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function database(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const made = await openTestDatabase(options);
  opened.push(made);
  return made;
}

/** The former migrations of this engine, as recorded in test/fixtures. */
function formerMigrations(sql: SqlClient): { id: string; text: string }[] {
  const file = readFileSync(new URL(`./fixtures/formerSchema.${sql.dialect}.sql`, import.meta.url), 'utf8');
  return file
    .split(/^-- migration: /m)
    .slice(1)
    .map((part) => {
      const [id = '', ...text] = part.split('\n');
      return { id, text: text.join('\n') };
    });
}

/** As the former runner built a database: each migration's text, then its id recorded. */
async function buildFormerDatabase(sql: SqlClient): Promise<void> {
  await sql.exec('CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (const { id, text } of formerMigrations(sql)) {
    await sql.exec(text);
    await sql.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [
      id,
      '2026-01-02T03:04:05.678Z',
    ]);
  }
}

const TABLES = [
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
async function addRows(sql: SqlClient): Promise<void> {
  const { user } = await upsertStaffAccount(sql, STAFF.username, STAFF.password);
  await sql.run(
    'INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ['session-hash', user.id, 1_700_000_000_000, 1_700_000_000_001, 4_102_444_800_000],
  );
  await sql.run(
    `INSERT INTO contacts (id, first_name, last_name, email, company, message, created_at, source, status)
     VALUES ('lead-1', 'Ada', 'Lovelace', 'ada@example.com', 'Engines', 'Hoodies, please', '2026-01-01T00:00:00.000Z', 'customer_service', 'handled')`,
  );
  await sql.run(
    `INSERT INTO lead_notifications (contact_id, state, attempts, next_attempt_at, last_error, sent_at, leased_until, lease_owner)
     VALUES ('lead-1', 'sent', 2, 1700000000000, 'timeout once', '2026-01-01T00:01:00.000Z', 1700000000500, 'instance-a')`,
  );
  await sql.run(
    `INSERT INTO product_images (id, filename, object_path, uploaded_at, content_type, size, alt, width, height, variant_widths, featured_position, variant_attempts)
     VALUES ('7d6f2c1e-0000-4000-8000-000000000001', 'shirt.png', 'images/shirt.png', '2026-01-01T00:00:00.000Z', 'image/png', 1234, 'A red shirt', 800, 600, '320,640', 0, 1)`,
  );
  await sql.run(
    `INSERT INTO upload_grants (object_key, object_url, session_id, user_id, content_type, size, issued_at, url_expires_at, record_by, settled_at)
     VALUES ('uploads/a.png', 'http://s3.local/uploads/a.png', 'session-hash', ?, 'image/png', 99, 1700000000000, 1700000300000, 1700003600000, 1700000100000)`,
    [user.id],
  );
  await sql.run(
    `INSERT INTO shared_counters (key, window_start, count, last_at) VALUES ('contact:1.2.3.4', 1700000000000, 3, 1700000000100)`,
  );
  await sql.run(
    `INSERT INTO web_vitals_daily (day, route, metric, bucket, count) VALUES ('2026-01-01', '/', 'LCP', 7, 4000000000)`,
  );
}

/** Every row of every table, in a stable order (the rowid/seq columns aside: engine bookkeeping). */
async function allRows(sql: SqlClient): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const found = await sql.all<Record<string, unknown>>(`SELECT * FROM ${table}`);
    rows[table] = found
      .map(({ rowid: _rowid, seq: _seq, ...row }) => row)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return rows;
}

/** Each table's columns: name, whether it may be NULL, and (PostgreSQL) its stored type. */
async function columnsOf(database: TestDatabase): Promise<Record<string, string[]>> {
  const tables = await kyselyOver(database.sql).introspection.getTables();
  const schema = database.postgres?.schema;
  const columns: Record<string, string[]> = {};
  for (const table of tables) {
    if (!(TABLES as readonly string[]).includes(table.name) || (schema && table.schema !== schema)) continue;
    columns[table.name] = table.columns
      .map(
        (c) => `${c.name} ${c.isNullable ? 'null' : 'not null'}${database.postgres ? ` ${c.dataType}` : ''}`,
      )
      .sort();
  }
  return columns;
}

describe('an existing database made by the former migration runner', () => {
  it('opens with the Kysely migrations: nothing re-runs, every row is kept, the API works on it', async () => {
    const former = await database({ empty: true });
    await buildFormerDatabase(former.sql);
    await addRows(former.sql);
    const before = await allRows(former.sql);

    expect(await runMigrations(former.sql, allMigrations)).toEqual([]);
    expect(await runMigrations(former.sql, allMigrations)).toEqual([]);
    expect(await allRows(former.sql)).toEqual(before);
    const recorded = await former.sql.all<{ name: string }>(
      'SELECT name FROM kysely_migration ORDER BY name',
    );
    expect(recorded.map((row) => row.name)).toEqual(allMigrations.map((migration) => migration.name));

    // The tables are those a new database gets.
    const fresh = await database();
    const formerColumns = await columnsOf(former);
    expect(Object.keys(formerColumns).sort()).toEqual([...TABLES].sort());
    expect(formerColumns).toEqual(await columnsOf(fresh));

    // The API on it: the old image is listed, the old account signs in, a new lead is stored.
    const app = createApp({
      config: testConfig({ DATA_DIR: former.dataDir }, { contacts: { rateLimitMax: 0 } }),
      sql: former.sql,
      storage: null,
      serveSite: false,
    });
    const images = (await (await jsonRequest(app, 'GET', '/api/product-images')).json()) as { id: string }[];
    expect(images.map((image) => image.id)).toEqual(['7d6f2c1e-0000-4000-8000-000000000001']);
    const cookie = await signIn(app);
    const posted = await jsonRequest(app, 'POST', '/api/contacts', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      company: '',
      message: 'Caps for the whole fleet.',
    });
    expect(posted.status).toBe(201);
    const inbox = await app.request(`${SITE}/api/contacts`, { headers: { Cookie: cookie } });
    const leads = ((await inbox.json()) as { items: { firstName: string }[] }).items;
    expect(leads.map((lead) => lead.firstName)).toEqual(['Grace', 'Ada']);
  });

  it('a new database records every migration by name, in order', async () => {
    const fresh = await database();
    const recorded = await fresh.sql.all<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
    expect(recorded.map((row) => row.name)).toEqual(allMigrations.map((migration) => migration.name));
    expect([...allMigrations.map((m) => m.name)].sort()).toEqual(allMigrations.map((m) => m.name));
  });
});
