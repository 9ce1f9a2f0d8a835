import {
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresIntrospector,
  sql,
  type TableMetadata,
} from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from 'kysely/migration';

interface ColumnRow {
  schema: string;
  table: string;
  table_type: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: string | null;
}

/**
 * Kysely's PostgreSQL introspection, limited to the schemas of the search_path: the tables this
 * API reads and writes. Kysely's own reads every schema of the database, and a schema dropped
 * meanwhile by someone else (another app sharing the server, another test file) fails the whole
 * read with "relation … does not exist" or "column … of relation … does not exist", which the
 * migrator then reports as its own failure. A column's sequence (serial or identity) is read from
 * the catalogue (pg_depend), not by name as Kysely's pg_get_serial_sequence does, so a table
 * altered meanwhile by another instance cannot fail the read either.
 */
export class SearchPathIntrospector extends PostgresIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    super(db);
    this.#db = db;
  }

  override async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      SELECT ns.nspname AS schema, c.relname AS table, c.relkind AS table_type,
        a.attname AS column, a.attnotnull AS not_null, a.atthasdef AS has_default,
        typ.typname AS type, dtns.nspname AS type_schema,
        col_description(a.attrelid, a.attnum) AS column_description,
        (SELECT s.relname FROM pg_catalog.pg_depend d
          JOIN pg_catalog.pg_class s ON s.oid = d.objid AND s.relkind = 'S'
          WHERE d.refobjid = c.oid AND d.refobjsubid = a.attnum AND d.deptype IN ('a', 'i')
          LIMIT 1) AS auto_incrementing
      FROM pg_catalog.pg_attribute a
      JOIN pg_catalog.pg_class c ON a.attrelid = c.oid
      JOIN pg_catalog.pg_namespace ns ON c.relnamespace = ns.oid
      JOIN pg_catalog.pg_type typ ON a.atttypid = typ.oid
      JOIN pg_catalog.pg_namespace dtns ON typ.typnamespace = dtns.oid
      WHERE ns.nspname = ANY (current_schemas(false))
        AND c.relkind IN ('r', 'v', 'p', 'f') AND a.attnum >= 0 AND NOT a.attisdropped
        ${options.withInternalKyselyTables ? sql`` : sql`AND c.relname NOT IN (${DEFAULT_MIGRATION_TABLE}, ${DEFAULT_MIGRATION_LOCK_TABLE})`}
      ORDER BY ns.nspname, c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      const key = `${row.schema}.${row.table}`;
      const table = tables.get(key) ?? {
        name: row.table,
        schema: row.schema,
        isView: row.table_type === 'v',
        isForeign: row.table_type === 'f',
        columns: [],
      };
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing !== null,
        ...(row.column_description === null ? {} : { comment: row.column_description }),
      });
      tables.set(key, table);
    }
    return [...tables.values()];
  }
}
