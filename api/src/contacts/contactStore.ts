import { randomUUID } from 'node:crypto';
import type { ContactInput } from '@pod/shared-ui/contactSchema';
import type { Db } from '../db/openDatabase.ts';

/** Which form a message came from. */
export type ContactSource = 'sales' | 'customer_service';

export interface StoredContact {
  id: string;
  createdAt: string;
}

/** Data access for the contacts table. */
export function createContactStore(db: Db) {
  // Prepared on first use, so the app can start while the database is unavailable.
  let insert: ReturnType<Db['prepare']> | undefined;
  return {
    /**
     * One autocommit INSERT: with WAL and synchronous=FULL it is on disk when this
     * returns, so the caller may answer 201.
     */
    add(contact: ContactInput, source: ContactSource): StoredContact {
      const stored = { id: randomUUID(), createdAt: new Date().toISOString() };
      insert ??= db.prepare(
        `INSERT INTO contacts (id, first_name, last_name, email, company, message, source, created_at)
         VALUES (@id, @firstName, @lastName, @email, @company, @message, @source, @createdAt)`,
      );
      insert.run({ ...contact, source, ...stored });
      return stored;
    },
  };
}

export type ContactStore = ReturnType<typeof createContactStore>;
