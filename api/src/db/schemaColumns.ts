import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';

/** The column types our tables use (the same names on both engines). */
type ColumnType = 'text' | 'integer' | 'bigint';

type Build = (col: ColumnDefinitionBuilder, name: string) => ColumnDefinitionBuilder;

/** A column by what it holds: its type on both engines, and its constraints. */
export type Column = readonly [type: ColumnType, build?: Build];

/**
 * The kinds of column the API's tables hold, so each is stored the same way on both engines.
 * Epoch milliseconds are bigint: PostgreSQL's integer is 32 bits, and SQLite stores either
 * as one integer (the former runner's two copies of each migration differed mostly in this).
 */
export const column = {
  /** Text primary key (UUIDs, token hashes, object keys). */
  key: ['text', (col) => col.primaryKey()],
  text: ['text', (col) => col.notNull()],
  optionalText: ['text'],
  epochMs: ['bigint', (col) => col.notNull()],
  optionalEpochMs: ['bigint'],
  integer: ['integer', (col) => col.notNull()],
  optionalInteger: ['integer'],
  /** Starts at 0 and only grows (attempts, counts). */
  counter: ['integer', (col) => col.notNull().defaultTo(0)],
} as const satisfies Record<string, Column>;

/** A text column that may only hold these values (a CHECK on both engines), with a default if given. */
export function oneOf(values: readonly string[], fallback?: string): Column {
  return [
    'text',
    (col, name) => {
      const allowed = sql.join(values.map((value) => sql.lit(value)));
      const checked = col.notNull().check(sql`${sql.ref(name)} IN (${allowed})`);
      return fallback === undefined ? checked : checked.defaultTo(fallback);
    },
  ];
}

/** A create-table statement with these columns, in this order. */
export function withColumns(
  table: CreateTableBuilder<string, never>,
  columns: Record<string, Column>,
): CreateTableBuilder<string, string> {
  let built: CreateTableBuilder<string, string> = table;
  for (const [name, [type, build]] of Object.entries(columns))
    built = built.addColumn(name, type, build && ((col) => build(col, name)));
  return built;
}

/** Adds these columns to an existing table, one statement each (SQLite adds one at a time). */
export async function addColumns(
  db: Kysely<unknown>,
  table: string,
  columns: Record<string, Column>,
): Promise<void> {
  for (const [name, [type, build]] of Object.entries(columns))
    await db.schema
      .alterTable(table)
      .addColumn(name, type, build && ((col) => build(col, name)))
      .execute();
}

/** Plain indexes on a table: name → its columns. */
export async function addIndexes(
  db: Kysely<unknown>,
  table: string,
  indexes: Record<string, readonly string[]>,
): Promise<void> {
  for (const [name, columns] of Object.entries(indexes))
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
}
