import { changedRows } from '../db/changedRows.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { galleryChanged } from './galleryVersion.ts';
import { imageById, isImageId } from './productImages.ts';
import { decodeWidths, encodeWidths } from './variantSizes.ts';

export interface VariantSource {
  id: string;
  objectPath: string;
  /** null: not made yet; []: none could be made. */
  widths: number[] | null;
}

const SOURCE_COLUMNS = ['id', 'object_path', 'variant_widths'] as const;

const source = (row: { id: string; object_path: string; variant_widths: string | null }): VariantSource => ({
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
    const row = await imageById(this.#sql, id).select(SOURCE_COLUMNS).executeTakeFirst();
    return row ? source(row) : undefined;
  }

  /** Images still without variants, featured ones first (visitors see those), then oldest. */
  async pending(limit: number): Promise<VariantSource[]> {
    const rows = await this.#sql
      .selectFrom('product_images')
      .select(SOURCE_COLUMNS)
      .where('variant_widths', 'is', null)
      .orderBy((eb) => eb.case().when('featured_position', 'is', null).then(eb.lit(1)).else(eb.lit(0)).end())
      .orderBy('uploaded_at')
      .limit(limit)
      .execute();
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
    const changed = await changedRows(
      this.#sql
        .updateTable('product_images')
        .set({ width: made.width, height: made.height, variant_widths: encodeWidths(made.widths) })
        .where('id', '=', id)
        .where('variant_widths', 'is', null),
    );
    if (changed > 0) {
      await galleryChanged(this.#sql); // the featured photos' srcsets name the new copies
      return 'recorded';
    }
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
    const row = await this.#sql
      .updateTable('product_images')
      .set((eb) => ({ variant_widths: eb.fn.coalesce('variant_widths', eb.val('')) }))
      .where('id', '=', id)
      .returning(SOURCE_COLUMNS)
      .executeTakeFirst();
    return row ? source(row) : undefined;
  }

  async markUnusable(id: string): Promise<void> {
    await this.#sql.updateTable('product_images').set({ variant_widths: '' }).where('id', '=', id).execute();
  }

  /**
   * Counts one attempt that ran out of time; the image stays pending (housekeeping tries
   * again) until maxAttempts, then it is marked unusable. True when it was given up on.
   */
  async countTimeout(id: string, maxAttempts: number): Promise<boolean> {
    const row = await this.#sql
      .updateTable('product_images')
      .set((eb) => {
        const attempts = eb('variant_attempts', '+', 1);
        const givenUp = eb(attempts, '>=', maxAttempts);
        return {
          variant_attempts: attempts,
          variant_widths: eb.case().when(givenUp).then('').else(eb.ref('variant_widths')).end(),
        };
      })
      .where('id', '=', id)
      .returning('variant_widths')
      .executeTakeFirst();
    return row?.variant_widths === '';
  }
}
