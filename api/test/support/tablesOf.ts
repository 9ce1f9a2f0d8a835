import { sql } from 'kysely';
import type { SqlClient } from '../../src/db/sqlClient.ts';

export interface TableShape {
  name: string;
  columns: { name: string; isNullable: boolean; dataType: string }[];
}

/**
 * The tables of one test's database and their columns. On PostgreSQL only the test's own schema
 * is read: Kysely's introspection reads every schema of the run's shared server, and another
 * test file dropping its schema meanwhile fails that read ("relation … does not exist").
 */
export async function tablesOf(client: SqlClient, postgresSchema: string | undefined): Promise<TableShape[]> {
  if (!postgresSchema) return client.introspection.getTables();
  const { rows } = await sql<{ table: string; column: string; nullable: string; type: string }>`
    SELECT c.table_name AS "table", c.column_name AS "column", c.is_nullable AS nullable, c.udt_name AS type
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = ${postgresSchema} AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`.execute(client);
  const tables = new Map<string, TableShape>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [] };
    table.columns.push({ name: row.column, isNullable: row.nullable === 'YES', dataType: row.type });
    tables.set(row.table, table);
  }
  return [...tables.values()];
}
