import { randomUUID } from 'node:crypto';
import type { ContactInput } from '@pod/shared-ui/contactSchema';
import type { Db } from '../db/openDatabase.ts';
import type { LeadNotifier } from '../leads/leadNotifier.ts';
import { prepareEnqueue } from '../leads/leadsOutbox.ts';

/** Which form a message came from. */
export type ContactSource = 'sales' | 'customer_service';

export interface StoredContact {
  id: string;
  createdAt: string;
}

/** Data access for the contacts table; each lead comes with its notification outbox row. */
export function createContactStore(db: Db, notifier?: Pick<LeadNotifier, 'enabled' | 'wake'>) {
  // Prepared on first use, so the app can start while the database is unavailable.
  let store: ((contact: ContactInput, source: ContactSource, stored: StoredContact) => void) | undefined;
  const prepare = () => {
    const insert = db.prepare(
      `INSERT INTO contacts (id, first_name, last_name, email, company, message, source, created_at)
       VALUES (@id, @firstName, @lastName, @email, @company, @message, @source, @createdAt)`,
    );
    const enqueue = prepareEnqueue(db);
    return db.transaction((contact: ContactInput, source: ContactSource, stored: StoredContact) => {
      insert.run({ ...contact, source, ...stored });
      enqueue(stored.id, notifier?.enabled === true, Date.parse(stored.createdAt));
    });
  };
  return {
    /**
     * One transaction (lead + outbox row): with WAL and synchronous=FULL it is on disk
     * when this returns, so the caller may answer 201. Then the sender is woken.
     */
    add(contact: ContactInput, source: ContactSource): StoredContact {
      const stored = { id: randomUUID(), createdAt: new Date().toISOString() };
      store ??= prepare();
      store(contact, source, stored);
      notifier?.wake();
      return stored;
    },
  };
}

export type ContactStore = ReturnType<typeof createContactStore>;
