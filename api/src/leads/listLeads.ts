import type { SqlClient, SqlDialect } from '../db/sqlClient.ts';
import { encodeCursor, type LeadPageQuery } from './leadQuery.ts';
import {
  LEAD_COLUMNS,
  LEAD_FROM,
  type Lead,
  type LeadRow,
  type LeadStatus,
  leadFromRow,
} from './leadRecord.ts';

export interface LeadPage {
  items: Lead[];
  nextCursor: string | null;
}

// Substring search. One LIKE per column is about twice as fast as one over the joined text
// (see docs/benchmarks.md); the full name is joined so "Ada Lovelace" matches.
const SEARCHED = ["c.first_name || ' ' || c.last_name", 'c.email', 'c.company', 'c.message'];
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
// SQLite's LIKE ignores ASCII case by itself; PostgreSQL's LIKE does not, its ILIKE does.
const likeOperator = (dialect: SqlDialect) => (dialect === 'postgres' ? 'ILIKE' : 'LIKE');

/** The inbox queries: newest first by rowid (an identity column on PostgreSQL), filtered, keyset-paged. */
export function createLeadQueries(sql: SqlClient) {
  /** One page of raw rows (with their rowid), for the list and the export. */
  const rows = (query: LeadPageQuery): Promise<LeadRow[]> => {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (query.source) {
      where.push('c.source = ?');
      params.push(query.source);
    }
    if (query.status) {
      where.push('c.status = ?');
      params.push(query.status);
    }
    if (query.q) {
      const like = likeOperator(sql.dialect);
      where.push(`(${SEARCHED.map((column) => `${column} ${like} ? ESCAPE '\\'`).join(' OR ')})`);
      params.push(...SEARCHED.map(() => likePattern(query.q ?? '')));
    }
    if (query.before !== undefined) {
      where.push('c.rowid < ?');
      params.push(query.before);
    }
    return sql.all<LeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM}
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY c.rowid DESC LIMIT ?`,
      [...params, query.limit],
    );
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
      const row = await sql.get<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} WHERE c.id = ?`, [id]);
      return row ? leadFromRow(row) : undefined;
    },
    /** False when there is no such lead. */
    async setStatus(id: string, status: LeadStatus): Promise<boolean> {
      return (await sql.run('UPDATE contacts SET status = ? WHERE id = ?', [status, id])) === 1;
    },
  };
}

export type LeadQueries = ReturnType<typeof createLeadQueries>;
