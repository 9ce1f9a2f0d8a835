import { randomUUID } from 'node:crypto';
import type { ContactInput } from '@pod/shared-ui/contactSchema';
import type { SqlClient } from '../db/sqlClient.ts';
import type { LeadNotifier } from '../leads/leadNotifier.ts';
import { enqueueLeadNotification } from '../leads/leadsOutbox.ts';

/** Which form a message came from. */
export type ContactSource = 'sales' | 'customer_service';

export interface StoredContact {
  id: string;
  createdAt: string;
}

/** Data access for the contacts table; each lead comes with its notification outbox row. */
export function createContactStore(sql: SqlClient, notifier?: Pick<LeadNotifier, 'enabled' | 'wake'>) {
  return {
    /**
     * One transaction (lead + outbox row): committed (on SQLite with WAL and
     * synchronous=FULL, on disk) when this resolves, so the caller may answer 201. Then
     * the sender is woken. Pass a transaction's client to store many leads in one.
     */
    async add(contact: ContactInput, source: ContactSource): Promise<StoredContact> {
      const stored = { id: randomUUID(), createdAt: new Date().toISOString() };
      await sql.transaction(async (tx) => {
        await tx.run(
          `INSERT INTO contacts (id, first_name, last_name, email, company, message, source, created_at)
           VALUES (@id, @firstName, @lastName, @email, @company, @message, @source, @createdAt)`,
          {
            id: stored.id,
            firstName: contact.firstName,
            lastName: contact.lastName,
            email: contact.email,
            company: contact.company ?? null,
            message: contact.message,
            source,
            createdAt: stored.createdAt,
          },
        );
        await enqueueLeadNotification(
          tx,
          stored.id,
          notifier?.enabled === true,
          Date.parse(stored.createdAt),
        );
      });
      notifier?.wake();
      return stored;
    },
  };
}

export type ContactStore = ReturnType<typeof createContactStore>;
