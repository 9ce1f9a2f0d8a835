import type { Migration } from '../db/migrate.ts';
import { nowIsoDefault } from '../db/nowIsoDefault.ts';
import { addColumns, addIndexes, type Column, column, withColumns } from '../db/schemaColumns.ts';
import { isPostgres } from '../db/sqlClient.ts';

// Applied migrations are never edited; changes are new entries at the end.
export const uploadsMigrations: readonly Migration[] = [
  {
    name: '0005-uploads-product-images',
    formerId: 'uploads-001-product-images',
    up: async (db) => {
      const uploaded_at: Column = ['text', (col) => col.notNull().defaultTo(nowIsoDefault(db))];
      // seq stands in for SQLite's rowid on PostgreSQL: the order of insertion, to break ties
      // in uploaded_at.
      const seq: Column = ['bigint', (col) => col.generatedAlwaysAsIdentity()];
      await withColumns(db.schema.createTable('product_images'), {
        id: column.key,
        filename: column.text,
        object_path: column.text,
        uploaded_at,
        ...(isPostgres(db) ? { seq } : {}),
      }).execute();
    },
  },
  {
    // Every presigned URL handed out: recording accepts only these.
    name: '0006-uploads-upload-grants',
    formerId: 'uploads-002-upload-grants',
    up: async (db) => {
      const object_url: Column = ['text', (col) => col.notNull().unique()];
      await withColumns(db.schema.createTable('upload_grants'), {
        object_key: column.key,
        object_url,
        session_id: column.text,
        user_id: column.text,
        content_type: column.optionalText,
        size: column.optionalInteger,
        issued_at: column.epochMs,
        url_expires_at: column.epochMs,
        record_by: column.epochMs,
      }).execute();
      await addIndexes(db, 'upload_grants', { upload_grants_record_by: ['record_by'] });
      await db.schema
        .createIndex('product_images_object_path')
        .unique()
        .on('product_images')
        .column('object_path')
        .execute();
      await addIndexes(db, 'product_images', { product_images_uploaded_at: ['uploaded_at'] });
      await addColumns(db, 'product_images', {
        content_type: column.optionalText,
        size: column.optionalInteger,
      });
    },
  },
  {
    // A grant stays after it is recorded or refused (settled) until its URL has expired,
    // so the sweeper can delete whatever is PUT to the staging key afterwards.
    name: '0007-uploads-grant-settled',
    formerId: 'uploads-003-grant-settled',
    up: async (db) => {
      await addColumns(db, 'upload_grants', { settled_at: column.optionalEpochMs });
    },
  },
];
