import { type ContactFieldTable, contactFieldTable } from '@pod/contracts/contactFields';
import { sql } from 'kysely';
import { changedRows } from '../db/changedRows.ts';
import { dialectOf, type SqlClient, type SqlDialect } from '../db/sqlClient.ts';
import { encodeCursor, type LeadPageQuery } from './leadQuery.ts';
import { type Lead, type LeadRow, type LeadStatus, leadFromRow, selectLeads } from './leadRecord.ts';

export interface LeadPage {
  items: Lead[];
  nextCursor: string | null;
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Substring search over every field's column. One LIKE per column is about twice as fast as one
 * over the joined text (see docs/benchmarks.md); the name's fields are joined so "Ada Lovelace"
 * matches. Raw SQL for the match itself: the builder has no LIKE ... ESCAPE. SQLite's LIKE
 * ignores ASCII case by itself; PostgreSQL's LIKE does not, its ILIKE does.
 */
function searched(fields: ContactFieldTable, dialect: SqlDialect, term: string) {
  const like = sql.raw(dialect === 'postgres' ? 'ILIKE' : 'LIKE');
  const pattern = likePattern(term);
  const ref = (column: string) => sql.ref(`c.${column}`);
  const name = fields.filter((field) => field.staffView === 'name').map((field) => ref(field.column));
  const columns = [
    ...(name.length > 0 ? [sql`(${sql.join(name, sql` || ' ' || `)})`] : []),
    ...fields.filter((field) => field.staffView !== 'name').map((field) => ref(field.column)),
  ];
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`${column} ${like} ${pattern} ESCAPE '\\'`),
    sql` or `,
  )})`;
}

/**
 * The inbox queries: newest first by rowid (an identity column on PostgreSQL), filtered,
 * keyset-paged; each lead with the fields of `fields` (the field table).
 */
export function createLeadQueries(db: SqlClient, fields: ContactFieldTable = contactFieldTable) {
  /** One page of raw rows (with their rowid), for the list and the export. */
  const rows = (query: LeadPageQuery): Promise<LeadRow[]> => {
    let select = selectLeads(db, fields);
    if (query.source) select = select.where('c.source', '=', query.source);
    if (query.status) select = select.where('c.status', '=', query.status);
    const term = query.q;
    if (term) select = select.where(searched(fields, dialectOf(db), term));
    if (query.before !== undefined) select = select.where('c.rowid', '<', query.before);
    return select.orderBy('c.rowid', 'desc').limit(query.limit).execute();
  };

  return {
    /** The fields every lead is read with. */
    fields,
    rows,
    async page(query: LeadPageQuery): Promise<LeadPage> {
      const found = await rows({ ...query, limit: query.limit + 1 });
      const items = found.slice(0, query.limit);
      const last = items[items.length - 1];
      return {
        items: items.map((row) => leadFromRow(row, fields)),
        nextCursor: found.length > query.limit && last ? encodeCursor(last.seq) : null,
      };
    },
    async get(id: string): Promise<Lead | undefined> {
      const row = await selectLeads(db, fields).where('c.id', '=', id).executeTakeFirst();
      return row ? leadFromRow(row, fields) : undefined;
    },
    /** False when there is no such lead. */
    async setStatus(id: string, status: LeadStatus): Promise<boolean> {
      return (await changedRows(db.updateTable('contacts').set({ status }).where('id', '=', id))) === 1;
    },
  };
}

export type LeadQueries = ReturnType<typeof createLeadQueries>;
