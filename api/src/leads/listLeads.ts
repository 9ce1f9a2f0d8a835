import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/openDatabase.ts';
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

// Substring search, ASCII case-insensitive (SQLite's LIKE). One LIKE per column is about
// twice as fast as one over the joined text (see docs/benchmarks.md); the full name is
// joined so "Ada Lovelace" matches.
const SEARCHED = ["c.first_name || ' ' || c.last_name", 'c.email', 'c.company', 'c.message'];
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The inbox queries: newest first by rowid, filtered, keyset-paged. */
export function createLeadQueries(db: Db) {
  const statements = new Map<string, Statement<(string | number)[]>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<(string | number)[]>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  // Prepared on first use, like the other stores, so the app starts while the database is down.
  const byId = () => prepared(`SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} WHERE c.id = ?`);
  const updateStatus = () => prepared('UPDATE contacts SET status = ? WHERE id = ?');

  /** One page of raw rows (with their rowid), for the list and the export. */
  const rows = (query: LeadPageQuery): LeadRow[] => {
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
      where.push(`(${SEARCHED.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      params.push(...SEARCHED.map(() => likePattern(query.q ?? '')));
    }
    if (query.before !== undefined) {
      where.push('c.rowid < ?');
      params.push(query.before);
    }
    const sql = `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM}
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY c.rowid DESC LIMIT ?`;
    return prepared(sql).all(...params, query.limit) as LeadRow[];
  };

  return {
    rows,
    page(query: LeadPageQuery): LeadPage {
      const found = rows({ ...query, limit: query.limit + 1 });
      const items = found.slice(0, query.limit);
      const last = items[items.length - 1];
      return {
        items: items.map(leadFromRow),
        nextCursor: found.length > query.limit && last ? encodeCursor(last.seq) : null,
      };
    },
    get(id: string): Lead | undefined {
      const row = byId().get(id) as LeadRow | undefined;
      return row ? leadFromRow(row) : undefined;
    },
    /** False when there is no such lead. */
    setStatus(id: string, status: LeadStatus): boolean {
      return updateStatus().run(status, id).changes === 1;
    },
  };
}

export type LeadQueries = ReturnType<typeof createLeadQueries>;
