// Making an image's sized variants: a timeout leaves it for housekeeping to retry (a few
// times), only an undecodable image is given up on, and variants made for an image deleted
// meanwhile are removed again.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { MadeVariants } from '../src/gallery/makeImageVariants.ts';
import { MAX_VARIANT_ATTEMPTS, storeImageVariants } from '../src/gallery/storeImageVariants.ts';
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
  await staff.h.sql.run('UPDATE product_images SET variant_widths = NULL WHERE id = ?', [id]);
  const row = await staff.h.sql.get<{ object_path: string }>(
    'SELECT object_path FROM product_images WHERE id = ?',
    [id],
  );
  return { id, objectPath: row?.object_path ?? '' };
}

const widths = async (id: string) =>
  (
    await staff.h.sql.get<{ variant_widths: string | null }>(
      'SELECT variant_widths FROM product_images WHERE id = ?',
      [id],
    )
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
      await staff.h.sql.run('DELETE FROM product_images WHERE id = ?', [id]);
      const bytes = Buffer.from('not really an image');
      return { width: 1, height: 1, files: [{ width: 1, format: 'webp', contentType: 'image/webp', bytes }] };
    };
    expect(await storeImageVariants(staff.h.sql, staff.h.storage, id)).toBe('gone');
    expect(await staff.h.storage.head(variantKey(objectPath, 1, 'webp'))).toBeNull();
  });
});
