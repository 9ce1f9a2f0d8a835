import type { FeaturedImage } from '@pod/contracts/featuredImageShape';
import { inTransaction } from '../db/inTransaction.ts';
import { isPostgres, type SqlClient } from '../db/sqlClient.ts';
import { changedOrder, type FeaturedAction, MAX_FEATURED } from './featuredOrderChange.ts';
import { announceGalleryChange, raiseGalleryVersion } from './galleryVersion.ts';
import { pictureSources } from './pictureSources.ts';
import { isImageId } from './productImages.ts';
import { decodeWidths } from './variantSizes.ts';

// Any fixed number apart from the migrations' key: every instance's featured saves take it.
const FEATURED_LOCK_KEY = 7_310_424_002;

export type { FeaturedImage };

/** The featured_position column of product_images: which images visitors see, in what order. */
export class FeaturedImages {
  readonly #sql: SqlClient;

  constructor(sql: SqlClient) {
    this.#sql = sql;
  }

  /** The featured images in the staff's order. */
  async list(): Promise<FeaturedImage[]> {
    const rows = await this.#sql
      .selectFrom('product_images')
      .select(['id', 'alt', 'width', 'height', 'variant_widths'])
      .where('featured_position', 'is not', null)
      .orderBy('featured_position')
      .limit(MAX_FEATURED)
      .execute();
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
   * Applies one staff change to the stored order, in one transaction, and returns the new
   * order; 'no_image': no such image, 'full': the strip holds MAX_FEATURED already.
   */
  async change(id: string, action: FeaturedAction): Promise<string[] | 'no_image' | 'full'> {
    if (!isImageId(id)) return 'no_image';
    const changed = await inTransaction(this.#sql, async (tx) => {
      // Under read committed two saves could both read the old order and both write theirs
      // (duplicate positions): saves take turns on this lock. SQLite's BEGIN IMMEDIATE
      // already serialises them.
      if (isPostgres(tx))
        await tx
          .selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.val(FEATURED_LOCK_KEY)]).as('locked'))
          .execute();
      const images = tx.selectFrom('product_images');
      if (!(await images.select('id').where('id', '=', id).executeTakeFirst())) return 'no_image';
      const rows = await images
        .select('id')
        .where('featured_position', 'is not', null)
        .orderBy('featured_position')
        .orderBy('id')
        .execute();
      const current = rows.map((row) => row.id);
      const next = changedOrder(current, id, action);
      if (next === 'full') return 'full';
      // Renumbered from 0 each time, which also closes gaps left by deleted images.
      const setPosition = (position: number | null) =>
        tx.updateTable('product_images').set({ featured_position: position });
      await setPosition(null).where('featured_position', 'is not', null).execute();
      for (const [position, featured] of next.entries())
        await setPosition(position).where('id', '=', featured).execute();
      await raiseGalleryVersion(tx);
      return next;
    });
    if (Array.isArray(changed)) announceGalleryChange(this.#sql);
    return changed;
  }
}
