import type { LeadStatus, NotificationState } from '@pod/contracts/leadShape';
import type { Generated } from 'kysely';

// The leads room's columns and tables as the queries see them (leadsMigrations.ts). Times
// are epoch milliseconds unless named *_at text.

/** The column the leads room adds to contacts. */
export interface LeadStatusColumn {
  status: Generated<LeadStatus>;
}

/** The notification outbox: one row per lead. */
export interface LeadNotificationsTable {
  contact_id: string;
  state: NotificationState;
  attempts: Generated<number>;
  next_attempt_at: Generated<number>;
  last_error: string | null;
  /** ISO text. */
  sent_at: string | null;
  /** 0 when no instance holds the lease. */
  leased_until: Generated<number>;
  lease_owner: string | null;
}
