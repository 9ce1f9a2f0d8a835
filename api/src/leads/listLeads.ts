import { type ExpressionBuilder, sql } from 'kysely';
import { changedRows } from '../db/changedRows.ts';
import type { Database } from '../db/database.ts';
import { dialectOf, type SqlClient, type SqlDialect } from '../db/sqlClient.ts';
import { encodeCursor, type LeadPageQuery } from './leadQuery.ts';
import { type Lead, type LeadRow, type LeadStatus, leadFromRow, selectLeads } from './leadRecord.ts';

export interface LeadPage {
  items: Lead[];
  nextCursor: string | null;
}

type LeadsExpressions = ExpressionBuilder<Database & { c: Database['contacts'] }, 'c'>;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Substring search. One LIKE per column is about twice as fast as one over the joined text
 * (see docs/benchmarks.md); the full name is joined so "Ada Lovelace" matches. Raw SQL for the
 * match itself: the builder has no LIKE ... ESCAPE. SQLite's LIKE ignores ASCII case by itself;
 * PostgreSQL's LIKE does not, its ILIKE does.
 */
function searched(eb: LeadsExpressions, dialect: SqlDialect, term: string) {
  const like = sql.raw(dialect === 'postgres' ? 'ILIKE' : 'LIKE');
  const pattern = likePattern(term);
  const columns = [
    eb(eb('c.first_name', '||', ' '), '||', eb.ref('c.last_name')),
    eb.ref('c.email'),
    eb.ref('c.company'),
    eb.ref('c.message'),
  ];
  return eb.or(columns.map((column) => sql<boolean>`${column} ${like} ${pattern} ESCAPE '\\'`));
}

/** The inbox queries: newest first by rowid (an identity column on PostgreSQL), filtered, keyset-paged. */
export function createLeadQueries(db: SqlClient) {
  /** One page of raw rows (with their rowid), for the list and the export. */
  const rows = (query: LeadPageQuery): Promise<LeadRow[]> => {
    let select = selectLeads(db);
    if (query.source) select = select.where('c.source', '=', query.source);
    if (query.status) select = select.where('c.status', '=', query.status);
    const term = query.q;
    if (term) select = select.where((eb) => searched(eb, dialectOf(db), term));
    if (query.before !== undefined) select = select.where('c.rowid', '<', query.before);
    return select.orderBy('c.rowid', 'desc').limit(query.limit).execute();
  };

  return {
    rows,
    async page(query: LeadPageQuery): Promise<LeadPage> {
      const found = await rows({ ...query, limit: query.limit + 1 });
      const items = found.slice(0, query.limit);
      const last = items[items.length - 1];
      return {
        items: items.map(leadFromRow),
        nextCursor: found.length > query.limit && last ? encodeCursor(last.seq) : null,
      };
    },
    async get(id: string): Promise<Lead | undefined> {
      const row = await selectLeads(db).where('c.id', '=', id).executeTakeFirst();
      return row ? leadFromRow(row) : undefined;
    },
    /** False when there is no such lead. */
    async setStatus(id: string, status: LeadStatus): Promise<boolean> {
      return (await changedRows(db.updateTable('contacts').set({ status }).where('id', '=', id))) === 1;
    },
  };
}

export type LeadQueries = ReturnType<typeof createLeadQueries>;
