import type { SqlClient } from '../db/sqlClient.ts';
import { isImageId } from './productImages.ts';
import { decodeWidths, encodeWidths } from './variantSizes.ts';

export interface VariantSource {
  id: string;
  objectPath: string;
  /** null: not made yet; []: none could be made. */
  widths: number[] | null;
}

interface SourceRow {
  id: string;
  object_path: string;
  variant_widths: string | null;
}

const source = (row: SourceRow): VariantSource => ({
  id: row.id,
  objectPath: row.object_path,
  widths: decodeWidths(row.variant_widths),
});

/** The variant columns of product_images: which sized copies of each image exist. */
export class VariantRecords {
  readonly #sql: SqlClient;

  constructor(sql: SqlClient) {
    this.#sql = sql;
  }

  async get(id: string): Promise<VariantSource | undefined> {
    if (!isImageId(id)) return undefined;
    const row = await this.#sql.get<SourceRow>(
      'SELECT id, object_path, variant_widths FROM product_images WHERE id = ?',
      [id],
    );
    return row ? source(row) : undefined;
  }

  /** Images still without variants, featured ones first (visitors see those), then oldest. */
  async pending(limit: number): Promise<VariantSource[]> {
    const rows = await this.#sql.all<SourceRow>(
      `SELECT id, object_path, variant_widths FROM product_images WHERE variant_widths IS NULL
       ORDER BY CASE WHEN featured_position IS NULL THEN 1 ELSE 0 END, uploaded_at LIMIT ?`,
      [limit],
    );
    return rows.map(source);
  }

  /**
   * Records what was made, only while the image still waits for its variants: 'recorded';
   * 'gone' when it was deleted (or is being deleted) meanwhile, so nobody else will remove
   * what was stored; 'taken' when another maker recorded the same variants first.
   */
  async set(
    id: string,
    made: { width: number; height: number; widths: readonly number[] },
  ): Promise<'recorded' | 'gone' | 'taken'> {
    const changed = await this.#sql.run(
      'UPDATE product_images SET width = ?, height = ?, variant_widths = ? WHERE id = ? AND variant_widths IS NULL',
      [made.width, made.height, encodeWidths(made.widths), id],
    );
    if (changed > 0) return 'recorded';
    const now = await this.get(id);
    return now?.widths?.length ? 'taken' : 'gone';
  }

  /**
   * The first step of deleting an image: from here on no variants can be recorded for it (an
   * image still without them is marked as having none, in the same statement), and what is
   * recorded is returned, so the delete removes exactly the variants that exist or will be
   * removed by their maker (see set). Undefined when there is no such image.
   */
  async closeForDelete(id: string): Promise<VariantSource | undefined> {
    if (!isImageId(id)) return undefined;
    const row = await this.#sql.get<SourceRow>(
      `UPDATE product_images SET variant_widths = COALESCE(variant_widths, '') WHERE id = ?
       RETURNING id, object_path, variant_widths`,
      [id],
    );
    return row ? source(row) : undefined;
  }

  async markUnusable(id: string): Promise<void> {
    await this.#sql.run("UPDATE product_images SET variant_widths = '' WHERE id = ?", [id]);
  }

  /**
   * Counts one attempt that ran out of time; the image stays pending (housekeeping tries
   * again) until maxAttempts, then it is marked unusable. True when it was given up on.
   */
  async countTimeout(id: string, maxAttempts: number): Promise<boolean> {
    const row = await this.#sql.get<{ variant_widths: string | null }>(
      `UPDATE product_images SET variant_attempts = variant_attempts + 1,
       variant_widths = CASE WHEN variant_attempts + 1 >= ? THEN '' ELSE variant_widths END
       WHERE id = ? RETURNING variant_widths`,
      [maxAttempts, id],
    );
    return row?.variant_widths === '';
  }
}
