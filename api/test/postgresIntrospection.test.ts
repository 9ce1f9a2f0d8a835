// What the API's PostgreSQL introspection sees (the migrator reads it): the tables of
// the search_path, never another schema's, whose drop meanwhile would fail the read.
// Skipped on SQLite.

import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testDialect } from './support/testDatabase.ts';

const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function database(): Promise<TestDatabase> {
  const made = await openTestDatabase();
  opened.push(made);
  return made;
}

describe.skipIf(testDialect() !== 'postgres')('PostgreSQL introspection', () => {
  it("lists its own schema's tables only, not those of another schema of the same server", async () => {
    const ours = await database();
    const theirs = await database();
    await theirs.sql.schema.createTable('only_theirs').addColumn('id', 'integer').execute();

    const tables = await ours.sql.introspection.getTables();
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ours.postgres?.schema]));
    expect(tables.map((table) => table.name)).toContain('upload_grants');
    expect(tables.map((table) => table.name)).not.toContain('only_theirs');
  });

  it("shows Kysely's own migration tables only when asked, as the migrator does", async () => {
    const ours = await database();
    const names = async (withInternalKyselyTables: boolean) =>
      (await ours.sql.introspection.getTables({ withInternalKyselyTables })).map((table) => table.name);
    expect(await names(false)).not.toContain('kysely_migration');
    expect(await names(true)).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']));
  });

  it('describes a column as Kysely does: type, nullability, default, serial', async () => {
    const ours = await database();
    await ours.sql.schema
      .createTable('described')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('note', 'text')
      .addColumn('count', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    const described = (await ours.sql.introspection.getTables()).find((table) => table.name === 'described');
    expect(described?.columns).toEqual([
      expect.objectContaining({ name: 'id', dataType: 'int4', isAutoIncrementing: true, isNullable: false }),
      expect.objectContaining({ name: 'note', dataType: 'text', isNullable: true, hasDefaultValue: false }),
      expect.objectContaining({ name: 'count', dataType: 'int4', isNullable: false, hasDefaultValue: true }),
    ]);
  });
});
