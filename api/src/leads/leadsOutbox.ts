import { contactFieldTable } from '@pod/contracts/contactFields';
import { inTransaction } from '../db/inTransaction.ts';
import { isPostgres, type SqlClient } from '../db/sqlClient.ts';
import { type Lead, leadFromRow, selectLeads } from './leadRecord.ts';

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
  await tx
    .insertInto('lead_notifications')
    .values({ contact_id: contactId, state: enabled ? 'pending' : 'off', next_attempt_at: now })
    .execute();
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
      return inTransaction(sql, async (tx) => {
        const due = await tx
          .selectFrom('lead_notifications')
          .select('contact_id')
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where('leased_until', '<=', now)
          .orderBy('next_attempt_at')
          .limit(1)
          // SQLite has no row locks (nor FOR UPDATE): its IMMEDIATE transaction is the lock.
          .$if(isPostgres(tx), (select) => select.forUpdate().skipLocked())
          .executeTakeFirst();
        if (!due) return undefined;
        const leasedUntil = now + leaseMs;
        await tx
          .updateTable('lead_notifications')
          .set({ leased_until: leasedUntil, lease_owner: owner })
          .where('contact_id', '=', due.contact_id)
          .execute();
        const row = await selectLeads(tx, contactFieldTable)
          .where('c.id', '=', due.contact_id)
          .executeTakeFirst();
        return row ? { lead: leadFromRow(row, contactFieldTable), leasedUntil } : undefined;
      });
    },

    /** When a pending notification is next due (or its lease runs out), or null when none is. */
    async nextDueAt(): Promise<number | null> {
      const row = await sql
        .selectFrom('lead_notifications')
        .select((eb) => {
          const later = eb
            .case()
            .when('leased_until', '>', eb.ref('next_attempt_at'))
            .then(eb.ref('leased_until'))
            .else(eb.ref('next_attempt_at'))
            .end();
          return eb.fn.min<number | null>(later).as('at');
        })
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return row?.at ?? null;
    },

    /**
     * Sent: recorded whoever holds the lease now, since the mail is out either way (a lease
     * that ran out mid-send may have let another instance send it too; same Message-ID).
     */
    async markSent(contactId: string, sentAt: string): Promise<void> {
      await sql
        .updateTable('lead_notifications')
        .set((eb) => ({
          state: 'sent',
          attempts: eb('attempts', '+', 1),
          sent_at: sentAt,
          last_error: null,
          leased_until: 0,
          lease_owner: null,
        }))
        .where('contact_id', '=', contactId)
        .where('state', '=', 'pending')
        .execute();
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
      await sql
        .updateTable('lead_notifications')
        .set({
          state: nextAttemptAt === null ? 'failed' : 'pending',
          attempts,
          next_attempt_at: nextAttemptAt ?? 0,
          last_error: error,
          leased_until: 0,
          lease_owner: null,
        })
        .where('contact_id', '=', contactId)
        .where('state', '=', 'pending')
        .where('lease_owner', '=', owner)
        .execute();
    },
  };
}

export type LeadsOutbox = ReturnType<typeof createLeadsOutbox>;
