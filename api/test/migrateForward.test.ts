// A database the former hand-written runner made (today's schema and rows, on this run's
// engine) opens with the Kysely migrations: nothing runs twice, no row is lost or changed, the
// API works on it, and its tables match those of a database made by the new migrations.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { allMigrations } from '../src/allMigrations.ts';
import { upsertStaffAccount } from '../src/auth/staffAccounts.ts';
import { createApp } from '../src/createApp.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { dialectOf, type SqlClient } from '../src/db/sqlClient.ts';
import { openSecondClient } from './support/sharedDatabase.ts';
import { tablesOf } from './support/tablesOf.ts';
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
function formerMigrations(db: SqlClient): { id: string; text: string }[] {
  const file = readFileSync(new URL(`./fixtures/formerSchema.${dialectOf(db)}.sql`, import.meta.url), 'utf8');
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
async function buildFormerDatabase(db: SqlClient): Promise<void> {
  await sql`CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(db);
  for (const { id, text } of formerMigrations(db)) {
    for (const statement of text.split(/;\s*$/m))
      if (statement.replace(/^\s*--.*$/gm, '').trim()) await sql.raw(statement).execute(db);
    await sql`INSERT INTO schema_migrations (id, applied_at) VALUES (${id}, ${'2026-01-02T03:04:05.678Z'})`.execute(
      db,
    );
  }
}

/** Kysely's record of applied migrations (raw SQL: Database describes the API's tables only). */
async function migrationsRecorded(db: SqlClient): Promise<{ name: string }[]> {
  return (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows;
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
async function addRows(db: SqlClient): Promise<void> {
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
async function allRows(db: SqlClient): Promise<Record<string, unknown[]>> {
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
async function columnsOf(database: TestDatabase): Promise<Record<string, string[]>> {
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

describe('an existing database made by the former migration runner', () => {
  it('opens with the Kysely migrations: nothing re-runs, every row is kept, the API works on it', async () => {
    const former = await database({ empty: true });
    await buildFormerDatabase(former.sql);
    await addRows(former.sql);
    const before = await allRows(former.sql);

    // The new version starting on it: its own connection, as a new process has.
    const starting = openSecondClient(former);
    try {
      // Only what came after the former runner runs, once.
      const since = allMigrations
        .filter((migration) => !migration.formerId)
        .map((migration) => migration.name);
      expect(await runMigrations(starting, allMigrations)).toEqual(since);
      expect(await runMigrations(starting, allMigrations)).toEqual([]);
    } finally {
      await starting.destroy();
    }
    // Every row kept as it was; columns added since hold their defaults.
    const contactsSince = { idempotency_key: null };
    expect(await allRows(former.sql)).toEqual({
      ...before,
      contacts: before.contacts?.map((row) => ({ ...(row as object), ...contactsSince })),
    });
    const recorded = await migrationsRecorded(former.sql);
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
    const recorded = await migrationsRecorded(fresh.sql);
    expect(recorded.map((row) => row.name)).toEqual(allMigrations.map((migration) => migration.name));
    expect([...allMigrations.map((m) => m.name)].sort()).toEqual(allMigrations.map((m) => m.name));
  });
});

describe('an existing database the Kysely migrations made before this version', () => {
  it('carries on from its record: only the migrations it lacks run, once', async () => {
    const earlier = await database({ empty: true });
    // Its record as that version made it (in the search_path's schema; on SQLite the empty
    // test database has it already), and
    // all migrations but the last applied.
    await sql`CREATE TABLE IF NOT EXISTS kysely_migration (name varchar(255) NOT NULL PRIMARY KEY, "timestamp" varchar(255) NOT NULL)`.execute(
      earlier.sql,
    );
    await sql`CREATE TABLE IF NOT EXISTS kysely_migration_lock (id varchar(255) NOT NULL PRIMARY KEY, is_locked integer DEFAULT 0 NOT NULL)`.execute(
      earlier.sql,
    );
    const last = allMigrations.at(-1);
    for (const migration of allMigrations.slice(0, -1)) {
      await migration.up(earlier.sql);
      await sql`INSERT INTO kysely_migration (name, "timestamp") VALUES (${migration.name}, ${'2026-02-03T04:05:06.789Z'})`.execute(
        earlier.sql,
      );
    }
    const starting = openSecondClient(earlier);
    try {
      expect(await runMigrations(starting, allMigrations)).toEqual([last?.name]);
      expect(await runMigrations(starting, allMigrations)).toEqual([]);
    } finally {
      await starting.destroy();
    }
    const recorded = await migrationsRecorded(earlier.sql);
    expect(recorded.map((row) => row.name)).toEqual(allMigrations.map((migration) => migration.name));
  });
});
