import type { Selectable } from 'kysely';
import { changedRows } from '../db/changedRows.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import type { UploadGrantsTable } from './uploadsTables.ts';

export interface UploadGrant {
  objectKey: string;
  objectUrl: string;
  sessionId: string;
  userId: string;
  contentType: string | null;
  size: number | null;
  issuedAt: number;
  urlExpiresAt: number;
  recordBy: number;
}

const fromRow = (row: Selectable<UploadGrantsTable>): UploadGrant => ({
  objectKey: row.object_key,
  objectUrl: row.object_url,
  sessionId: row.session_id,
  userId: row.user_id,
  contentType: row.content_type,
  size: row.size,
  issuedAt: row.issued_at,
  urlExpiresAt: row.url_expires_at,
  recordBy: row.record_by,
});

/** Keys this server issued presigned URLs for, until recorded or swept. */
export class UploadGrants {
  readonly #sql: SqlClient;

  constructor(sql: SqlClient) {
    this.#sql = sql;
  }

  async add(grant: UploadGrant): Promise<void> {
    await this.#sql
      .insertInto('upload_grants')
      .values({
        object_key: grant.objectKey,
        object_url: grant.objectUrl,
        session_id: grant.sessionId,
        user_id: grant.userId,
        content_type: grant.contentType,
        size: grant.size,
        issued_at: grant.issuedAt,
        url_expires_at: grant.urlExpiresAt,
        record_by: grant.recordBy,
      })
      .execute();
  }

  /** An issued grant not yet recorded or refused. */
  async findOpenByUrl(objectUrl: string): Promise<UploadGrant | undefined> {
    const row = await this.#sql
      .selectFrom('upload_grants')
      .selectAll()
      .where('object_url', '=', objectUrl)
      .where('settled_at', 'is', null)
      .executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }

  /** Issued to this session, not settled, URL still valid. */
  async pendingForSession(sessionId: string, now: number): Promise<number> {
    const row = await this.#sql
      .selectFrom('upload_grants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', sessionId)
      .where('settled_at', 'is', null)
      .where('url_expires_at', '>', now)
      .executeTakeFirst();
    return row?.n ?? 0;
  }

  /**
   * Marks the grant recorded or refused; true for the one caller that did it (so two
   * concurrent records of one upload cannot both succeed, on one instance or several).
   * The row stays for the sweeper.
   */
  async settle(objectKey: string, now: number): Promise<boolean> {
    return (
      (await changedRows(
        this.#sql
          .updateTable('upload_grants')
          .set({ settled_at: now })
          .where('object_key', '=', objectKey)
          .where('settled_at', 'is', null),
      )) === 1
    );
  }

  async remove(objectKey: string): Promise<void> {
    await this.#sql.deleteFrom('upload_grants').where('object_key', '=', objectKey).execute();
  }

  /**
   * Grants whose staging key can no longer be written nor recorded: the recording window
   * has passed and the presigned URL expired at least a minute ago (clock skew). Whatever
   * sits at their staging keys is a stray.
   */
  async finished(now: number, limit = 100): Promise<UploadGrant[]> {
    const rows = await this.#sql
      .selectFrom('upload_grants')
      .selectAll()
      .where('record_by', '<=', now)
      .where('url_expires_at', '<=', now - 60_000)
      .orderBy('record_by')
      .limit(limit)
      .execute();
    return rows.map(fromRow);
  }
}
