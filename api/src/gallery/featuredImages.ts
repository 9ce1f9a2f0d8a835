import type { SqlClient } from '../db/sqlClient.ts';
import { type PictureSources, pictureSources } from './pictureSources.ts';
import { decodeWidths } from './variantSizes.ts';

/** The most images staff may feature: the strip is a showcase, not the gallery. */
export const MAX_FEATURED = 12;

export interface FeaturedImage extends PictureSources {
  id: string;
  /** Alt text set by staff; empty: the page's own generic text stands in. */
  alt: string;
}

interface FeaturedRow {
  id: string;
  alt: string;
  width: number | null;
  height: number | null;
  variant_widths: string | null;
}

/** The featured_position column of product_images: which images visitors see, in what order. */
export class FeaturedImages {
  readonly #sql: SqlClient;

  constructor(sql: SqlClient) {
    this.#sql = sql;
  }

  /** The featured images in the staff's order. */
  async list(): Promise<FeaturedImage[]> {
    const rows = await this.#sql.all<FeaturedRow>(
      `SELECT id, alt, width, height, variant_widths FROM product_images
       WHERE featured_position IS NOT NULL ORDER BY featured_position LIMIT ?`,
      [MAX_FEATURED],
    );
    return rows.map((row) => ({
      id: row.id,
      alt: row.alt,
      ...pictureSources({
        id: row.id,
        widths: decodeWidths(row.variant_widths),
        width: row.width,
        height: row.height,
      }),
    }));
  }

  /**
   * Makes exactly these images featured, in this order, in one transaction. Returns the ids
   * that are no image (nothing changes then).
   */
  async replaceOrder(ids: readonly string[]): Promise<string[]> {
    return this.#sql.transaction(async (tx) => {
      const missing: string[] = [];
      for (const id of ids)
        if (!(await tx.get('SELECT 1 AS found FROM product_images WHERE id = ?', [id]))) missing.push(id);
      if (missing.length > 0) return missing;
      await tx.run('UPDATE product_images SET featured_position = NULL WHERE featured_position IS NOT NULL');
      for (const [position, id] of ids.entries())
        await tx.run('UPDATE product_images SET featured_position = ? WHERE id = ?', [position, id]);
      return [];
    });
  }
}
