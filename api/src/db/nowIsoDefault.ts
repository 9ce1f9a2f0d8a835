import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from './sqlClient.ts';

/**
 * A column default of the current time as ISO text in UTC with milliseconds
 * (2026-01-31T12:00:00.000Z), the same on both engines. Raw SQL: the schema builder has no
 * portable "now as text"; SQLite needs its expression default in parentheses.
 */
export function nowIsoDefault(db: Kysely<unknown>): RawBuilder<string> {
  return isPostgres(db)
    ? sql`to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}
