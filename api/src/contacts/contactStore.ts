import { randomUUID } from 'node:crypto';
import { type ContactFieldTable, contactFieldTable } from '@pod/contracts/contactFields';
import type { ContactInput } from '@pod/contracts/contactSchema';
import type { LeadSource } from '@pod/contracts/leadShape';
import type { Insertable } from 'kysely';
import { inTransaction } from '../db/inTransaction.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { fieldColumnValues, selectFieldColumns } from './contactFieldColumns.ts';
import type { ContactsTable } from './contactsTables.ts';

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

/** A message sent again under its Idempotency-Key with different content. */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('This Idempotency-Key was used for a different message.');
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** Both engines' "unique constraint violated". */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Data access for the contacts table; the listener's rows commit with each contact. Each field
 * of `fields` (the field table) is stored in its column.
 */
export function createContactStore(
  sql: SqlClient,
  listener?: ContactListener,
  fields: ContactFieldTable = contactFieldTable,
) {
  async function insert(
    contact: ContactInput,
    source: ContactSource,
    stored: StoredContact,
    idempotencyKey: string | null,
  ): Promise<void> {
    await inTransaction(sql, async (tx) => {
      const row = {
        id: stored.id,
        ...fieldColumnValues(fields, contact),
        source,
        created_at: stored.createdAt,
        idempotency_key: idempotencyKey,
      };
      // The field columns are the field table's, named at run time (contactFieldColumns.ts).
      await tx
        .insertInto('contacts')
        .values(row as Insertable<ContactsTable>)
        .execute();
      await listener?.stored(tx, stored.id, Date.parse(stored.createdAt));
    });
  }

  return {
    /**
     * One transaction (contact + the listener's rows, e.g. the lead's outbox row): committed
     * (on SQLite with WAL and synchronous=FULL, on disk) when this resolves, so the caller may
     * answer 201. Then the listener hears of the commit. Pass a transaction's client to store
     * many contacts in one. With an idempotency key, a message already stored under it is
     * answered as it was (nothing stored, the listener not told again); a different message
     * under the same key is an IdempotencyKeyReusedError.
     */
    async add(contact: ContactInput, source: ContactSource, idempotencyKey?: string): Promise<StoredContact> {
      const earlier = async (): Promise<StoredContact | null> => {
        if (!idempotencyKey) return null;
        const row = await sql
          .selectFrom('contacts')
          .select(['id', 'created_at', 'source'])
          .select(selectFieldColumns(fields, 'contacts'))
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirst();
        if (!row) return null;
        const columns = fieldColumnValues(fields, contact);
        const same =
          row.source === source && Object.entries(columns).every(([column, value]) => row[column] === value);
        if (!same) throw new IdempotencyKeyReusedError();
        return { id: row.id, createdAt: row.created_at };
      };
      const before = await earlier();
      if (before) return before;
      const stored = { id: randomUUID(), createdAt: new Date().toISOString() };
      try {
        await insert(contact, source, stored, idempotencyKey ?? null);
      } catch (error) {
        // The same message sent twice at once: the first insert won, this one answers as it.
        const winner = isUniqueViolation(error) ? await earlier() : null;
        if (winner) return winner;
        throw error;
      }
      listener?.committed();
      return stored;
    },
  };
}

export type ContactStore = ReturnType<typeof createContactStore>;
