import type {
  Lead,
  LeadNotification,
  LeadSource,
  LeadStatus,
  NotificationState,
} from '@pod/contracts/leadShape';

// The lead shape is shared with the inbox in the upload remote.
export type { Lead, LeadStatus } from '@pod/contracts/leadShape';
export { leadSources, leadStatuses } from '@pod/contracts/leadShape';

/**
 * Columns every lead query selects (contacts c LEFT JOIN lead_notifications n). rowid is
 * SQLite's own, or on PostgreSQL an identity column of that name (contacts-001).
 */
export const LEAD_COLUMNS = `c.rowid AS seq, c.id, c.source, c.first_name, c.last_name, c.email, c.company,
  c.message, c.status, c.created_at, n.state, n.attempts, n.last_error, n.sent_at`;
export const LEAD_FROM = 'contacts c LEFT JOIN lead_notifications n ON n.contact_id = c.id';

export interface LeadRow {
  seq: number;
  id: string;
  source: LeadSource;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  message: string;
  status: LeadStatus;
  created_at: string;
  state: NotificationState | null;
  attempts: number | null;
  last_error: string | null;
  sent_at: string | null;
}

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
