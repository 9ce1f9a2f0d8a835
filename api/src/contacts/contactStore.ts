import { randomUUID } from 'node:crypto';
import type { ContactInput } from '@pod/contracts/contactSchema';
import type { LeadSource } from '@pod/contracts/leadShape';
import type { SqlClient } from '../db/sqlClient.ts';

/** Which form a message came from (the same values as a lead's source). */
export type ContactSource = LeadSource;

/** Told about every stored contact; the app passes the leads outbox (leads/leadsOutbox.ts). */
export interface ContactListener {
  /** Inside the transaction that stores the contact: whatever must commit with it. */
  stored(tx: SqlClient, contactId: string, createdAtMs: number): Promise<void>;
  /** After the commit. */
  committed(): void;
}

export interface StoredContact {
  id: string;
  createdAt: string;
}

/** Data access for the contacts table; the listener's rows commit with each contact. */
export function createContactStore(sql: SqlClient, listener?: ContactListener) {
  return {
    /**
     * One transaction (contact + the listener's rows, e.g. the lead's outbox row): committed
     * (on SQLite with WAL and synchronous=FULL, on disk) when this resolves, so the caller may
     * answer 201. Then the listener hears of the commit. Pass a transaction's client to store
     * many contacts in one.
     */
    async add(contact: ContactInput, source: ContactSource): Promise<StoredContact> {
      const stored = { id: randomUUID(), createdAt: new Date().toISOString() };
      await sql.transaction(async (tx) => {
        await tx
          .insertInto('contacts')
          .values({
            id: stored.id,
            first_name: contact.firstName,
            last_name: contact.lastName,
            email: contact.email,
            company: contact.company ?? null,
            message: contact.message,
            source,
            created_at: stored.createdAt,
          })
          .execute();
        await listener?.stored(tx, stored.id, Date.parse(stored.createdAt));
      });
      listener?.committed();
      return stored;
    },
  };
}

export type ContactStore = ReturnType<typeof createContactStore>;
