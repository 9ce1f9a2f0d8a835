import type { Generated, GeneratedAlways } from 'kysely';

// The uploads room's tables as the queries see them (uploadsMigrations.ts). Times are epoch
// milliseconds unless named *_at text.

export interface ProductImagesTable {
  id: string;
  filename: string;
  object_path: string;
  /** ISO text in UTC; defaults to now. */
  uploaded_at: Generated<string>;
  /** Insertion order on SQLite (its own rowid; PostgreSQL has no such column: use seq). */
  rowid: GeneratedAlways<number>;
  /** Insertion order on PostgreSQL (an identity column; SQLite has no such column: use rowid). */
  seq: GeneratedAlways<number>;
  content_type: string | null;
  size: number | null;
}

/** Every presigned URL handed out: recording accepts only these. */
export interface UploadGrantsTable {
  object_key: string;
  object_url: string;
  session_id: string;
  user_id: string;
  content_type: string | null;
  size: number | null;
  issued_at: number;
  url_expires_at: number;
  record_by: number;
  /** When it was recorded or refused; null while open. */
  settled_at: number | null;
}
