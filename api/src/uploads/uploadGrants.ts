import type { SqlClient } from '../db/sqlClient.ts';

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

interface GrantRow {
  object_key: string;
  object_url: string;
  session_id: string;
  user_id: string;
  content_type: string | null;
  size: number | null;
  issued_at: number;
  url_expires_at: number;
  record_by: number;
}

const fromRow = (row: GrantRow): UploadGrant => ({
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
    await this.#sql.run(
      `INSERT INTO upload_grants (object_key, object_url, session_id, user_id, content_type, size,
         issued_at, url_expires_at, record_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        grant.objectKey,
        grant.objectUrl,
        grant.sessionId,
        grant.userId,
        grant.contentType,
        grant.size,
        grant.issuedAt,
        grant.urlExpiresAt,
        grant.recordBy,
      ],
    );
  }

  /** An issued grant not yet recorded or refused. */
  async findOpenByUrl(objectUrl: string): Promise<UploadGrant | undefined> {
    const row = await this.#sql.get<GrantRow>(
      'SELECT * FROM upload_grants WHERE object_url = ? AND settled_at IS NULL',
      [objectUrl],
    );
    return row ? fromRow(row) : undefined;
  }

  /** Issued to this session, not settled, URL still valid. */
  async pendingForSession(sessionId: string, now: number): Promise<number> {
    const row = await this.#sql.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM upload_grants WHERE session_id = ? AND settled_at IS NULL AND url_expires_at > ?',
      [sessionId, now],
    );
    return row?.n ?? 0;
  }

  /**
   * Marks the grant recorded or refused; true for the one caller that did it (so two
   * concurrent records of one upload cannot both succeed, on one instance or several).
   * The row stays for the sweeper.
   */
  async settle(objectKey: string, now: number): Promise<boolean> {
    const changed = await this.#sql.run(
      'UPDATE upload_grants SET settled_at = ? WHERE object_key = ? AND settled_at IS NULL',
      [now, objectKey],
    );
    return changed === 1;
  }

  async remove(objectKey: string): Promise<void> {
    await this.#sql.run('DELETE FROM upload_grants WHERE object_key = ?', [objectKey]);
  }

  /**
   * Grants whose staging key can no longer be written nor recorded: the recording window
   * has passed and the presigned URL expired at least a minute ago (clock skew). Whatever
   * sits at their staging keys is a stray.
   */
  async finished(now: number, limit = 100): Promise<UploadGrant[]> {
    const rows = await this.#sql.all<GrantRow>(
      'SELECT * FROM upload_grants WHERE record_by <= ? AND url_expires_at <= ? ORDER BY record_by LIMIT ?',
      [now, now - 60_000, limit],
    );
    return rows.map(fromRow);
  }
}
