import type { Migration } from '../db/migrate.ts';

// SQLite's strftime('%Y-%m-%dT%H:%M:%fZ') on PostgreSQL: the same ISO text, UTC, milliseconds.
const PG_NOW_ISO = `to_char(now() AT TIME ZONE 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Applied migrations are never edited; `postgres` is PostgreSQL's text where SQLite's differs.
export const uploadsMigrations: readonly Migration[] = [
  {
    id: 'uploads-001-product-images',
    sql: `CREATE TABLE product_images (
      id TEXT PRIMARY KEY,
      filename TEXT NOT NULL,
      object_path TEXT NOT NULL,
      uploaded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    // seq stands in for SQLite's rowid: the order of insertion, to break ties in uploaded_at.
    postgres: `CREATE TABLE product_images (
      id TEXT PRIMARY KEY,
      filename TEXT NOT NULL,
      object_path TEXT NOT NULL,
      uploaded_at TEXT NOT NULL DEFAULT (${PG_NOW_ISO}),
      seq BIGINT GENERATED ALWAYS AS IDENTITY
    )`,
  },
  {
    // Every presigned URL handed out: recording accepts only these. Times are epoch ms.
    id: 'uploads-002-upload-grants',
    sql: `CREATE TABLE upload_grants (
      object_key TEXT PRIMARY KEY,
      object_url TEXT NOT NULL UNIQUE,
      session_id TEXT NOT NULL,
      user_id TEXT NOT NULL,
      content_type TEXT,
      size INTEGER,
      issued_at INTEGER NOT NULL,
      url_expires_at INTEGER NOT NULL,
      record_by INTEGER NOT NULL
    );
    CREATE INDEX upload_grants_record_by ON upload_grants(record_by);
    CREATE UNIQUE INDEX product_images_object_path ON product_images(object_path);
    CREATE INDEX product_images_uploaded_at ON product_images(uploaded_at);
    ALTER TABLE product_images ADD COLUMN content_type TEXT;
    ALTER TABLE product_images ADD COLUMN size INTEGER`,
    postgres: `CREATE TABLE upload_grants (
      object_key TEXT PRIMARY KEY,
      object_url TEXT NOT NULL UNIQUE,
      session_id TEXT NOT NULL,
      user_id TEXT NOT NULL,
      content_type TEXT,
      size INTEGER,
      issued_at BIGINT NOT NULL,
      url_expires_at BIGINT NOT NULL,
      record_by BIGINT NOT NULL
    );
    CREATE INDEX upload_grants_record_by ON upload_grants(record_by);
    CREATE UNIQUE INDEX product_images_object_path ON product_images(object_path);
    CREATE INDEX product_images_uploaded_at ON product_images(uploaded_at);
    ALTER TABLE product_images ADD COLUMN content_type TEXT;
    ALTER TABLE product_images ADD COLUMN size INTEGER`,
  },
  {
    // A grant stays after it is recorded or refused (settled) until its URL has expired,
    // so the sweeper can delete whatever is PUT to the staging key afterwards.
    id: 'uploads-003-grant-settled',
    sql: `ALTER TABLE upload_grants ADD COLUMN settled_at INTEGER`,
    postgres: `ALTER TABLE upload_grants ADD COLUMN settled_at BIGINT`,
  },
];
