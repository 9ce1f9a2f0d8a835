import type { Db } from '../db/openDatabase.ts';
import { LEAD_COLUMNS, LEAD_FROM, type Lead, type LeadRow, leadFromRow } from './leadRecord.ts';

/**
 * Writes the outbox row of a new lead. Called inside the transaction that stores the
 * lead, so a committed lead always has one: "pending" when mail is on, "off" when not.
 */
export function prepareEnqueue(db: Db): (contactId: string, enabled: boolean, now: number) => void {
  const insert = db.prepare(
    'INSERT INTO lead_notifications (contact_id, state, next_attempt_at) VALUES (?, ?, ?)',
  );
  return (contactId, enabled, now) => {
    insert.run(contactId, enabled ? 'pending' : 'off', now);
  };
}

/** The sender's view of the outbox. Times are epoch ms. */
export function createLeadsOutbox(db: Db) {
  const due = db.prepare(
    `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM}
     WHERE n.state = 'pending' AND n.next_attempt_at <= ? ORDER BY n.next_attempt_at LIMIT ?`,
  );
  const nextDue = db.prepare(
    `SELECT MIN(next_attempt_at) AS at FROM lead_notifications WHERE state = 'pending'`,
  );
  const sent = db.prepare(
    `UPDATE lead_notifications SET state = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL
     WHERE contact_id = ? AND state = 'pending'`,
  );
  const retry = db.prepare(
    `UPDATE lead_notifications SET state = ?, attempts = ?, next_attempt_at = ?, last_error = ?
     WHERE contact_id = ? AND state = 'pending'`,
  );
  return {
    /** Pending notifications whose time has come, oldest first. */
    due(now: number, limit: number): Lead[] {
      return (due.all(now, limit) as LeadRow[]).map(leadFromRow);
    },
    /** When the next pending notification is due, or null when none is. */
    nextDueAt(): number | null {
      return (nextDue.get() as { at: number | null }).at;
    },
    markSent(contactId: string, sentAt: string): void {
      sent.run(sentAt, contactId);
    },
    /** Another try later, or "failed" for good once the attempts run out. */
    markFailedAttempt(
      contactId: string,
      attempts: number,
      nextAttemptAt: number | null,
      error: string,
    ): void {
      retry.run(
        nextAttemptAt === null ? 'failed' : 'pending',
        attempts,
        nextAttemptAt ?? 0,
        error,
        contactId,
      );
    },
  };
}

export type LeadsOutbox = ReturnType<typeof createLeadsOutbox>;
