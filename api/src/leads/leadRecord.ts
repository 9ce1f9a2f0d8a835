import type { Lead, LeadNotification } from '@pod/contracts/leadShape';
import type { InferResult } from 'kysely';
import type { SqlClient } from '../db/sqlClient.ts';

// The lead shape is shared with the inbox in the upload remote.
export type { Lead, LeadStatus } from '@pod/contracts/leadShape';
export { leadSources, leadStatuses } from '@pod/contracts/leadShape';

/**
 * Every lead query: the contact and its outbox row. seq is the contact's rowid (SQLite's own,
 * or on PostgreSQL an identity column of that name): the inbox's order and cursor.
 */
export function selectLeads(sql: SqlClient) {
  return sql
    .selectFrom('contacts as c')
    .leftJoin('lead_notifications as n', 'n.contact_id', 'c.id')
    .select([
      'c.rowid as seq',
      'c.id',
      'c.source',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.company',
      'c.message',
      'c.status',
      'c.created_at',
      'n.state',
      'n.attempts',
      'n.last_error',
      'n.sent_at',
    ]);
}

export type LeadRow = InferResult<ReturnType<typeof selectLeads>>[number];

export function leadFromRow(row: LeadRow): Lead {
  const notification: LeadNotification = { state: row.state ?? 'off', attempts: row.attempts ?? 0 };
  if (row.last_error) notification.lastError = row.last_error;
  if (row.sent_at) notification.sentAt = row.sent_at;
  return {
    id: row.id,
    source: row.source,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company ?? '',
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    notification,
  };
}
