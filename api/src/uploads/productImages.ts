import { randomUUID } from 'node:crypto';
import type { Db } from '../db/openDatabase.ts';

export interface ProductImageListItem {
  id: string;
  filename: string;
  createdAt: string;
  /** Where the site serves the image. */
  url: string;
}

export interface ProductImageFile {
  objectPath: string;
  contentType: string | null;
}

export function imageFileUrl(id: string): string {
  return `/api/product-images/${encodeURIComponent(id)}/file`;
}

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
        `SELECT id, filename, uploaded_at FROM product_images
         ORDER BY uploaded_at DESC, rowid DESC LIMIT ?`,
      )
      .all(limit) as { id: string; filename: string; uploaded_at: string }[];
    return rows.map((row) => ({
      id: row.id,
      filename: row.filename,
      createdAt: row.uploaded_at,
      url: imageFileUrl(row.id),
    }));
  }

  get(id: string): ProductImageListItem | undefined {
    const row = this.#db
      .prepare('SELECT id, filename, uploaded_at FROM product_images WHERE id = ?')
      .get(id) as { id: string; filename: string; uploaded_at: string } | undefined;
    return row
      ? { id: row.id, filename: row.filename, createdAt: row.uploaded_at, url: imageFileUrl(row.id) }
      : undefined;
  }

  file(id: string): ProductImageFile | undefined {
    const row = this.#db
      .prepare('SELECT object_path, content_type FROM product_images WHERE id = ?')
      .get(id) as { object_path: string; content_type: string | null } | undefined;
    return row ? { objectPath: row.object_path, contentType: row.content_type } : undefined;
  }
}
