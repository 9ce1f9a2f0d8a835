import { randomUUID } from 'node:crypto';
import type { ProductImage } from '@pod/contracts/productImageShape';
import type { Selectable } from 'kysely';
import { changedRows } from '../db/changedRows.ts';
import type { Database } from '../db/database.ts';
import { isPostgres, type SqlClient } from '../db/sqlClient.ts';
import { galleryChanged } from './galleryVersion.ts';

export interface ProductImageFile {
  objectPath: string;
  contentType: string | null;
}

export function imageFileUrl(id: string): string {
  return `/api/product-images/${encodeURIComponent(id)}/file`;
}

const LIST_COLUMNS = ['id', 'filename', 'uploaded_at', 'alt', 'featured_position'] as const;

type ImageRow = Pick<Selectable<Database['product_images']>, (typeof LIST_COLUMNS)[number]>;

const listItem = (row: ImageRow): ProductImage => ({
  id: row.id,
  filename: row.filename,
  createdAt: row.uploaded_at,
  url: imageFileUrl(row.id),
  alt: row.alt,
  // PostgreSQL's INTEGER comes back as a number too; Number() keeps both engines alike.
  featured: row.featured_position === null ? null : Number(row.featured_position),
});

/**
 * Ids are random UUIDs. Anything else from a URL is no image and never reaches the database
 * (PostgreSQL refuses text with NUL characters, which a decoded path parameter may hold).
 */
export const isImageId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

/** One image's row, to select its columns from (isImageId first). */
export const imageById = (sql: SqlClient, id: string) =>
  sql.selectFrom('product_images').where('id', '=', id);

/** The product_images table (spec §3). */
export class ProductImages {
  readonly #sql: SqlClient;

  constructor(sql: SqlClient) {
    this.#sql = sql;
  }

  async insert(image: {
    filename: string;
    objectPath: string;
    contentType: string;
    size: number;
  }): Promise<string> {
    const id = randomUUID();
    await this.#sql
      .insertInto('product_images')
      .values({
        id,
        filename: image.filename,
        object_path: image.objectPath,
        content_type: image.contentType,
        size: image.size,
      })
      .execute();
    await galleryChanged(this.#sql);
    return id;
  }

  /** Newest first; images recorded in the same millisecond in the order they were inserted. */
  async list(limit = 500): Promise<ProductImage[]> {
    // SQLite's rowid and PostgreSQL's seq column both count insertions.
    const inserted = isPostgres(this.#sql) ? 'seq' : 'rowid';
    const rows = await this.#sql
      .selectFrom('product_images')
      .select(LIST_COLUMNS)
      .orderBy('uploaded_at', 'desc')
      .orderBy(inserted, 'desc')
      .limit(limit)
      .execute();
    return rows.map(listItem);
  }

  async get(id: string): Promise<ProductImage | undefined> {
    if (!isImageId(id)) return undefined;
    const row = await imageById(this.#sql, id).select(LIST_COLUMNS).executeTakeFirst();
    return row ? listItem(row) : undefined;
  }

  /** False when there is no such image. */
  async setAlt(id: string, alt: string): Promise<boolean> {
    if (!isImageId(id)) return false;
    const changed = await changedRows(
      this.#sql.updateTable('product_images').set({ alt }).where('id', '=', id),
    );
    if (changed === 1) await galleryChanged(this.#sql);
    return changed === 1;
  }

  async remove(id: string): Promise<void> {
    if (!isImageId(id)) return;
    await this.#sql.deleteFrom('product_images').where('id', '=', id).execute();
    await galleryChanged(this.#sql);
  }

  async file(id: string): Promise<ProductImageFile | undefined> {
    if (!isImageId(id)) return undefined;
    const row = await imageById(this.#sql, id).select(['object_path', 'content_type']).executeTakeFirst();
    return row ? { objectPath: row.object_path, contentType: row.content_type } : undefined;
  }
}
