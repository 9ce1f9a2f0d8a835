import type { LeadSource } from '@pod/contracts/leadShape';
import { ApiError } from '../http/errors/apiError.ts';
import { type LeadStatus, leadSources, leadStatuses } from './leadRecord.ts';

/** The inbox filters, shared by the list and the CSV export. */
export interface LeadFilter {
  source?: LeadSource;
  status?: LeadStatus;
  /** Searched in name, e-mail, company and message, ignoring case (SQLite: ASCII letters only; PostgreSQL: all letters). */
  q?: string;
}

export interface LeadPageQuery extends LeadFilter {
  /** Rows older than this position (from nextCursor). */
  before?: number;
  limit: number;
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
const MAX_SEARCH_LENGTH = 200;

// Opaque to clients: "v1.<rowid>" in base64url. Rowids only grow, so paging by them has
// no gaps or repeats while new leads arrive (they land before the first page). On
// PostgreSQL rowid is an identity column, drawn at insert rather than at commit: a lead
// whose one-statement transaction commits a moment late can be missed by a walk already
// past it, and is there on the next load.
export function encodeCursor(seq: number): string {
  return Buffer.from(`v1.${seq}`).toString('base64url');
}

function decodeCursor(cursor: string): number | null {
  const match = /^v1\.([1-9]\d{0,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const seq = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(seq) ? seq : null;
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined | null {
  if (value === undefined || value === '') return undefined;
  return (values as readonly string[]).includes(value) ? (value as T) : null;
}

// C0 and C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** Reads ?source=&status=&q= (and with paging, &cursor=&limit=); 400 with fields otherwise. */
export function parseLeadQuery(query: Record<string, string | undefined>, paging: boolean): LeadPageQuery {
  const fields: Record<string, string> = {};
  const result: LeadPageQuery = { limit: DEFAULT_PAGE_SIZE };
  const source = oneOf(leadSources, query.source);
  if (source === null) fields.source = `Source must be one of: ${leadSources.join(', ')}.`;
  else if (source) result.source = source;
  const status = oneOf(leadStatuses, query.status);
  if (status === null) fields.status = `Status must be one of: ${leadStatuses.join(', ')}.`;
  else if (status) result.status = status;
  const q = query.q?.trim();
  if (q && q.length > MAX_SEARCH_LENGTH) fields.q = `Search must be at most ${MAX_SEARCH_LENGTH} characters.`;
  // No stored field holds control characters (the contact schema refuses them), and PostgreSQL
  // refuses a NUL in any text parameter: such a search is a 400, not a database error.
  else if (q && CONTROL_CHARACTERS.test(q)) fields.q = 'Search must not contain control characters.';
  else if (q) result.q = q;
  if (paging) {
    if (query.cursor) {
      const before = decodeCursor(query.cursor);
      if (before === null) fields.cursor = 'This cursor is not valid.';
      else result.before = before;
    }
    if (query.limit !== undefined && query.limit !== '') {
      const limit = Number(query.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE)
        fields.limit = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;
      else result.limit = limit;
    }
  }
  if (Object.keys(fields).length > 0)
    throw new ApiError(400, 'invalid_query', 'Some filters are not valid.', { fields });
  return result;
}
