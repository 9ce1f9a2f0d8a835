import { type ContactFieldTable, type ContactFieldValues, valuesByField } from '@pod/contracts/contactFields';
import type { Lead, LeadNotification } from '@pod/contracts/leadShape';
import type { InferResult } from 'kysely';
import { selectFieldColumns } from '../contacts/contactFieldColumns.ts';
import type { SqlClient } from '../db/sqlClient.ts';

// The lead shape is shared with the inbox in the staff remote.
export type { Lead, LeadStatus } from '@pod/contracts/leadShape';
export { leadSources, leadStatuses } from '@pod/contracts/leadShape';

/**
 * Every lead query: the contact (its record and every field's column) and its outbox row. seq
 * is the contact's rowid (SQLite's own, or on PostgreSQL an identity column of that name): the
 * inbox's order and cursor.
 */
export function selectLeads(sql: SqlClient, fields: ContactFieldTable) {
  return sql
    .selectFrom('contacts as c')
    .leftJoin('lead_notifications as n', 'n.contact_id', 'c.id')
    .select([
      'c.rowid as seq',
      'c.id',
      'c.source',
      'c.status',
      'c.created_at',
      'n.state',
      'n.attempts',
      'n.last_error',
      'n.sent_at',
    ])
    .select(selectFieldColumns(fields, 'c'));
}

export type LeadRow = InferResult<ReturnType<typeof selectLeads>>[number];

/** A lead from its row: each field's value from its column ('' where left empty). */
export function leadFromRow(row: LeadRow, fields: ContactFieldTable): Lead {
  const notification: LeadNotification = { state: row.state ?? 'off', attempts: row.attempts ?? 0 };
  if (row.last_error) notification.lastError = row.last_error;
  if (row.sent_at) notification.sentAt = row.sent_at;
  const columns: Readonly<Record<string, unknown>> = row;
  const values = valuesByField(fields, (field) => {
    const value = columns[field.column];
    return typeof value === 'string' ? value : '';
  });
  return {
    id: row.id,
    source: row.source,
    // The fields of the table the lead was read with: the product's are ContactFieldValues.
    ...(values as ContactFieldValues),
    status: row.status,
    createdAt: row.created_at,
    notification,
  };
}
