import type { SqlClient } from '../../src/db/sqlClient.ts';

export interface TableShape {
  name: string;
  columns: { name: string; isNullable: boolean; dataType: string }[];
}

/**
 * The tables of one test's database and their columns. On PostgreSQL the introspection reads
 * the search_path only (postgresDialect.ts): the test's own schema.
 */
export async function tablesOf(client: SqlClient): Promise<TableShape[]> {
  const tables = await client.introspection.getTables();
  return tables.filter((table) => !table.isView);
}
