import { randomUUID } from 'node:crypto';
import type { Db } from '../db/openDatabase.ts';

export interface ProductImageListItem {
  id: string;
  filename: string;
  createdAt: string;
  /** Where the site serves the image. */
  url: string;
  /** Alt text set by staff; empty: the filename stands in. */
  alt: string;
}

export interface ProductImageFile {
  objectPath: string;
  contentType: string | null;
}

export function imageFileUrl(id: string): string {
  return `/api/product-images/${encodeURIComponent(id)}/file`;
}

interface ImageRow {
  id: string;
  filename: string;
  uploaded_at: string;
  alt: string;
}

const listItem = (row: ImageRow): ProductImageListItem => ({
  id: row.id,
  filename: row.filename,
  createdAt: row.uploaded_at,
  url: imageFileUrl(row.id),
  alt: row.alt,
});

/** The product_images table (spec §3). */
export class ProductImages {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  insert(image: { filename: string; objectPath: string; contentType: string; size: number }): string {
    const id = randomUUID();
    this.#db
      .prepare(
        'INSERT INTO product_images (id, filename, object_path, content_type, size) VALUES (?, ?, ?, ?, ?)',
      )
      .run(id, image.filename, image.objectPath, image.contentType, image.size);
    return id;
  }

  /** Newest first. */
  list(limit = 500): ProductImageListItem[] {
    const rows = this.#db
      .prepare(
        `SELECT id, filename, uploaded_at, alt FROM product_images
         ORDER BY uploaded_at DESC, rowid DESC LIMIT ?`,
      )
      .all(limit) as ImageRow[];
    return rows.map(listItem);
  }

  get(id: string): ProductImageListItem | undefined {
    const row = this.#db
      .prepare('SELECT id, filename, uploaded_at, alt FROM product_images WHERE id = ?')
      .get(id) as ImageRow | undefined;
    return row ? listItem(row) : undefined;
  }

  /** False when there is no such image. */
  setAlt(id: string, alt: string): boolean {
    return this.#db.prepare('UPDATE product_images SET alt = ? WHERE id = ?').run(alt, id).changes === 1;
  }

  remove(id: string): void {
    this.#db.prepare('DELETE FROM product_images WHERE id = ?').run(id);
  }

  file(id: string): ProductImageFile | undefined {
    const row = this.#db
      .prepare('SELECT object_path, content_type FROM product_images WHERE id = ?')
      .get(id) as { object_path: string; content_type: string | null } | undefined;
    return row ? { objectPath: row.object_path, contentType: row.content_type } : undefined;
  }
}
