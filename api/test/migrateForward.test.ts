// A database the former hand-written runner made (today's schema and rows, on this run's
// engine) opens with the Kysely migrations: nothing runs twice, no row is lost or changed, the
// API works on it, and its tables match those of a database made by the new migrations.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { allMigrations } from '../src/allMigrations.ts';
import { createApp } from '../src/createApp.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { SqlClient } from '../src/db/sqlClient.ts';
import { addRows, allRows, buildFormerDatabase, columnsOf, TABLES } from './support/formerDatabase.ts';
import { openSecondClient } from './support/sharedDatabase.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { jsonRequest, SITE, signIn } from './uploadHarness.ts';

const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function database(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const made = await openTestDatabase(options);
  opened.push(made);
  return made;
}

/** Kysely's record of applied migrations (raw SQL: Database describes the API's tables only). */
async function migrationsRecorded(db: SqlClient): Promise<{ name: string }[]> {
  return (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows;
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
