import type { SqlClient } from '../db/sqlClient.ts';
import { LEAD_COLUMNS, LEAD_FROM, type Lead, type LeadRow, leadFromRow } from './leadRecord.ts';

/**
 * Writes the outbox row of a new lead. Called with the transaction that stores the lead,
 * so a committed lead always has one: "pending" when mail is on, "off" when not.
 */
export async function enqueueLeadNotification(
  tx: SqlClient,
  contactId: string,
  enabled: boolean,
  now: number,
): Promise<void> {
  await tx.run('INSERT INTO lead_notifications (contact_id, state, next_attempt_at) VALUES (?, ?, ?)', [
    contactId,
    enabled ? 'pending' : 'off',
    now,
  ]);
}

/**
 * What the contact store is told to do with each new contact: write its outbox row in the same
 * transaction ("pending" when the sender is enabled, "off" when not; no sender: "off"), then
 * wake the sender once the lead is committed.
 */
export function leadOutboxListener(sender?: { readonly enabled: boolean; wake(): void }) {
  return {
    stored: (tx: SqlClient, contactId: string, createdAtMs: number) =>
      enqueueLeadNotification(tx, contactId, sender?.enabled === true, createdAtMs),
    committed: () => sender?.wake(),
  };
}

/** A lead this instance holds the lease of until `leasedUntil` (epoch ms). */
export interface ClaimedLead {
  lead: Lead;
  leasedUntil: number;
}

export interface OutboxOptions {
  /** Names this instance in lease_owner; only the owner may record a failed attempt. */
  owner: string;
  /** How long a claim keeps other instances off a lead. */
  leaseMs: number;
}

/**
 * The sender's view of the outbox, shared by every instance. Times are epoch ms from each
 * instance's clock (leases last minutes, so a few seconds of skew do not matter).
 */
export function createLeadsOutbox(sql: SqlClient, { owner, leaseMs }: OutboxOptions) {
  return {
    /**
     * Leases the most overdue pending notification, if any, and returns its lead. The
     * claim commits before anything is sent. PostgreSQL: FOR UPDATE SKIP LOCKED, so two
     * instances claiming at once take different rows instead of waiting on each other;
     * SQLite: BEGIN IMMEDIATE already lets one writer in at a time.
     */
    async claim(now: number): Promise<ClaimedLead | undefined> {
      return sql.transaction(async (tx) => {
        const due = await tx.get<{ contact_id: string }>(
          `SELECT contact_id FROM lead_notifications
           WHERE state = 'pending' AND next_attempt_at <= ? AND leased_until <= ?
           ORDER BY next_attempt_at LIMIT 1${tx.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : ''}`,
          [now, now],
        );
        if (!due) return undefined;
        const leasedUntil = now + leaseMs;
        await tx.run('UPDATE lead_notifications SET leased_until = ?, lease_owner = ? WHERE contact_id = ?', [
          leasedUntil,
          owner,
          due.contact_id,
        ]);
        const row = await tx.get<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} WHERE c.id = ?`, [
          due.contact_id,
        ]);
        return row ? { lead: leadFromRow(row), leasedUntil } : undefined;
      });
    },

    /** When a pending notification is next due (or its lease runs out), or null when none is. */
    async nextDueAt(): Promise<number | null> {
      const row = await sql.get<{ at: number | null }>(
        `SELECT MIN(CASE WHEN leased_until > next_attempt_at THEN leased_until ELSE next_attempt_at END) AS at
         FROM lead_notifications WHERE state = 'pending'`,
      );
      return row?.at ?? null;
    },

    /**
     * Sent: recorded whoever holds the lease now, since the mail is out either way (a lease
     * that ran out mid-send may have let another instance send it too; same Message-ID).
     */
    async markSent(contactId: string, sentAt: string): Promise<void> {
      await sql.run(
        `UPDATE lead_notifications
         SET state = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL,
             leased_until = 0, lease_owner = NULL
         WHERE contact_id = ? AND state = 'pending'`,
        [sentAt, contactId],
      );
    },

    /**
     * Another try later, or "failed" for good once the attempts run out. Only while this
     * instance still holds the lease: otherwise another instance owns the lead now.
     */
    async markFailedAttempt(
      contactId: string,
      attempts: number,
      nextAttemptAt: number | null,
      error: string,
    ): Promise<void> {
      await sql.run(
        `UPDATE lead_notifications
         SET state = ?, attempts = ?, next_attempt_at = ?, last_error = ?, leased_until = 0, lease_owner = NULL
         WHERE contact_id = ? AND state = 'pending' AND lease_owner = ?`,
        [
          nextAttemptAt === null ? 'failed' : 'pending',
          attempts,
          nextAttemptAt ?? 0,
          error,
          contactId,
          owner,
        ],
      );
    },
  };
}

export type LeadsOutbox = ReturnType<typeof createLeadsOutbox>;
