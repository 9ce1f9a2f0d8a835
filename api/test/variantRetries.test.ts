// Making an image's sized variants: a timeout leaves it for housekeeping to retry (a few
// times), only an undecodable image is given up on, and variants made for an image deleted
// meanwhile are removed again.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { MadeVariants } from '../src/gallery/makeImageVariants.ts';
import {
  deleteImageVariants,
  MAX_VARIANT_ATTEMPTS,
  storeImageVariants,
} from '../src/gallery/storeImageVariants.ts';
import { VariantRecords } from '../src/gallery/variantRecords.ts';
import { variantKey } from '../src/gallery/variantSizes.ts';
import { signedInHarness, uploadImage } from './uploadHarness.ts';

// Each test sets what the next making does; null: the real thing.
const next = vi.hoisted(() => ({ make: null as null | (() => Promise<MadeVariants>) }));
vi.mock('../src/gallery/makeImageVariants.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/gallery/makeImageVariants.ts')>();
  return {
    ...actual,
    makeImageVariants: (original: Uint8Array) =>
      next.make ? next.make() : actual.makeImageVariants(original),
  };
});

const staff = signedInHarness();
afterAll(() => {
  next.make = null;
});

/** An uploaded image whose variants are not made yet. */
async function pendingImage(filename: string): Promise<{ id: string; objectPath: string }> {
  const { id } = await uploadImage(staff.h.app, staff.cookie, filename);
  // Back to "not made yet", without the variants the upload made.
  const made = await new VariantRecords(staff.h.sql).get(id);
  if (made) await deleteImageVariants(staff.h.storage, made);
  const row = await staff.h.sql
    .updateTable('product_images')
    .set({ variant_widths: null })
    .where('id', '=', id)
    .returning('object_path')
    .executeTakeFirst();
  return { id, objectPath: row?.object_path ?? '' };
}

const widths = async (id: string) =>
  (
    await staff.h.sql
      .selectFrom('product_images')
      .select('variant_widths')
      .where('id', '=', id)
      .executeTakeFirst()
  )?.variant_widths;

describe('making image variants', () => {
  it('leaves an image that ran out of time pending, and gives up only after a few tries', async () => {
    const { id } = await pendingImage('slow.png');
    next.make = () => Promise.reject(new Error('timeout: 40% complete'));
    for (let attempt = 1; attempt < MAX_VARIANT_ATTEMPTS; attempt += 1) {
      expect(await storeImageVariants(staff.h.sql, staff.h.storage, id)).toBe('pending');
      expect(await widths(id)).toBeNull();
    }
    expect(await storeImageVariants(staff.h.sql, staff.h.storage, id)).toBe('unusable');
    expect(await widths(id)).toBe('');
  });

  it('a timeout then a success: the variants are made', async () => {
    const { id } = await pendingImage('slow-once.png');
    next.make = () => Promise.reject(new Error('timeout: 10% complete'));
    expect(await storeImageVariants(staff.h.sql, staff.h.storage, id)).toBe('pending');
    next.make = null;
    expect(await storeImageVariants(staff.h.sql, staff.h.storage, id)).toBe('made');
    expect(await widths(id)).not.toBeNull();
  });

  it('gives up at once on an image that cannot be decoded', async () => {
    const { id } = await pendingImage('broken.png');
    next.make = () => Promise.reject(new Error('Input buffer contains unsupported image format'));
    expect(await storeImageVariants(staff.h.sql, staff.h.storage, id)).toBe('unusable');
    expect(await widths(id)).toBe('');
  });

  it('removes the variants it stored when the image was deleted meanwhile', async () => {
    const { id, objectPath } = await pendingImage('deleted-meanwhile.png');
    next.make = async () => {
      await staff.h.sql.deleteFrom('product_images').where('id', '=', id).execute();
      const bytes = Buffer.from('not really an image');
      return { width: 1, height: 1, files: [{ width: 1, format: 'webp', contentType: 'image/webp', bytes }] };
    };
    expect(await storeImageVariants(staff.h.sql, staff.h.storage, id)).toBe('gone');
    expect(await staff.h.storage.head(variantKey(objectPath, 1, 'webp'))).toBeNull();
  });

  it('a delete racing the recording of variants leaves none behind, whichever comes first', async () => {
    const fake = async () => {
      const bytes = Buffer.from('variant bytes');
      return {
        width: 1,
        height: 1,
        files: [{ width: 1, format: 'webp' as const, contentType: 'image/webp', bytes }],
      };
    };
    const remove = (id: string) => staff.send('DELETE', `/api/product-images/${id}`);
    const gate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { open, opened };
    };
    const realDelete = staff.h.storage.delete.bind(staff.h.storage);
    const realPut = staff.h.storage.put.bind(staff.h.storage);

    // 1. The delete has looked at the image's variants and is removing its objects when the
    //    variants are recorded (this left them behind).
    {
      const { id, objectPath } = await pendingImage('race-delete-first.png');
      next.make = fake;
      const reached = gate();
      const release = gate();
      const spy = vi.spyOn(staff.h.storage, 'delete').mockImplementation(async (key) => {
        if (key === objectPath) {
          reached.open();
          await release.opened;
        }
        return realDelete(key);
      });
      const deleting = remove(id);
      await reached.opened;
      await storeImageVariants(staff.h.sql, staff.h.storage, id);
      release.open();
      expect((await deleting).status).toBe(204);
      spy.mockRestore();
      expect(await staff.h.storage.head(variantKey(objectPath, 1, 'webp'))).toBeNull();
      expect(await widths(id)).toBeUndefined();
    }

    // 2. The variants are stored, then the whole delete runs, then they are recorded.
    {
      const { id, objectPath } = await pendingImage('race-store-first.png');
      next.make = fake;
      const stored = gate();
      const deleted = gate();
      const spy = vi.spyOn(staff.h.storage, 'put').mockImplementation(async (key, bytes, type) => {
        await realPut(key, bytes, type);
        stored.open();
        await deleted.opened;
      });
      const making = storeImageVariants(staff.h.sql, staff.h.storage, id);
      await stored.opened;
      expect((await remove(id)).status).toBe(204);
      deleted.open();
      expect(await making).toBe('gone');
      spy.mockRestore();
      expect(await staff.h.storage.head(variantKey(objectPath, 1, 'webp'))).toBeNull();
    }
    next.make = null;
  });
});
