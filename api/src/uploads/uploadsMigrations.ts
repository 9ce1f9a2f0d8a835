import type { Migration } from '../db/migrate.ts';

export const uploadsMigrations: readonly Migration[] = [
  {
    id: 'uploads-001-product-images',
    sql: `CREATE TABLE product_images (
      id TEXT PRIMARY KEY,
      filename TEXT NOT NULL,
      object_path TEXT NOT NULL,
      uploaded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
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
  },
  {
    // A grant stays after it is recorded or refused (settled) until its URL has expired,
    // so the sweeper can delete whatever is PUT to the staging key afterwards.
    id: 'uploads-003-grant-settled',
    sql: `ALTER TABLE upload_grants ADD COLUMN settled_at INTEGER`,
  },
];
