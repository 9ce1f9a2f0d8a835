// The featured strip: staff set which images visitors see on Home and Products, in order, one
// change at a time (POST /api/featured-images/:id); GET /api/featured-images lists them with
// their sized variants.
import type { FeaturedImage } from '@pod/contracts/featuredImageShape';
import { describe, expect, it } from 'vitest';
import { listSources } from '../src/gallery/listSources.ts';
import { makeMissingVariants } from '../src/gallery/storeImageVariants.ts';
import { jsonRequest, SITE, signedInHarness, uploadImage } from './uploadHarness.ts';

const staff = signedInHarness();

async function upload(filename: string): Promise<string> {
  return (await uploadImage(staff.h.app, staff.cookie, filename)).id;
}

const change = (id: string, action: unknown, as = staff.cookie) =>
  jsonRequest(staff.h.app, 'POST', `/api/featured-images/${id}`, { action }, as);

/** Test set-up: unfeatures whatever is featured, then features these, in this order. */
async function setOrder(ids: readonly string[]): Promise<void> {
  for (const image of await featured()) expect((await change(image.id, 'unfeature')).status).toBe(200);
  for (const id of ids) expect((await change(id, 'feature')).status).toBe(200);
}

/** Every featured row's stored position, in order (gaps or duplicates would show here). */
const positions = () =>
  staff.h.sql
    .selectFrom('product_images')
    .select('featured_position')
    .where('featured_position', 'is not', null)
    .orderBy('featured_position')
    .execute();

async function featured(): Promise<FeaturedImage[]> {
  const res = await jsonRequest(staff.h.app, 'GET', '/api/featured-images');
  expect(res.status).toBe(200);
  return (await res.json()) as FeaturedImage[];
}

describe('POST /api/featured-images/:id', () => {
  it('is staff-only: signed out gets 401 and the order stays', async () => {
    const id = await upload('signed-out.png');
    const res = await change(id, 'feature', '');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    expect((await featured()).map((image) => image.id)).not.toContain(id);
  });

  it('refuses a request from another origin (403)', async () => {
    const id = await upload('cross-site.png');
    const res = await staff.h.app.request(`${SITE}/api/featured-images/${id}`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', Cookie: staff.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'feature' }),
    });
    expect(res.status).toBe(403);
  });

  it('answers a JSON 400 (never a 500) for every malformed change, 404 for no such image, 415 for a non-JSON body', async () => {
    const id = await upload('valid.png');
    for (const body of [
      {},
      { action: 'x' },
      { action: 1 },
      { action: ['up'] },
      { action: '\u0000' },
      null,
      [],
    ]) {
      const res = await staff.send('POST', `/api/featured-images/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'invalid_fields', fields: { action: expect.any(String) } },
      });
    }
    const broken = await staff.h.app.request(`${SITE}/api/featured-images/${id}`, {
      method: 'POST',
      headers: { Origin: SITE, Cookie: staff.cookie, 'Content-Type': 'application/json' },
      body: '{"action": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: 'invalid_json' } });
    const text = await staff.h.app.request(`${SITE}/api/featured-images/${id}`, {
      method: 'POST',
      headers: { Origin: SITE, Cookie: staff.cookie, 'Content-Type': 'text/plain' },
      body: 'feature',
    });
    expect(text.status).toBe(415);
    for (const other of ['00000000-0000-4000-8000-000000000000', 'nope', '%00']) {
      const res = await change(other, 'feature');
      expect(res.status, other).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('applies each change to the stored order, so two clicks from the same stale view both count', async () => {
    await setOrder([]);
    const [a, b, c] = [await upload('click-a.png'), await upload('click-b.png'), await upload('click-c.png')];
    expect(await (await change(a, 'feature')).json()).toEqual({ ids: [a] });
    expect(await (await change(b, 'feature')).json()).toEqual({ ids: [a, b] });
    expect(await (await change(c, 'feature')).json()).toEqual({ ids: [a, b, c] });
    expect(await (await change(c, 'up')).json()).toEqual({ ids: [a, c, b] });
    expect(await (await change(a, 'down')).json()).toEqual({ ids: [c, a, b] });
    // Repeats and moves past an end change nothing.
    expect(await (await change(c, 'up')).json()).toEqual({ ids: [c, a, b] });
    expect(await (await change(a, 'feature')).json()).toEqual({ ids: [c, a, b] });
    expect(await (await change(a, 'unfeature')).json()).toEqual({ ids: [c, b] });
    expect(await (await change(a, 'unfeature')).json()).toEqual({ ids: [c, b] });
    expect(await positions()).toEqual([{ featured_position: 0 }, { featured_position: 1 }]);
  });

  it('refuses a thirteenth featured image with a JSON 409', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 13; i += 1) ids.push(await upload(`many-${i}.png`));
    await setOrder(ids.slice(0, 12));
    const res = await change(ids[12] ?? '', 'feature');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'featured_full', message: expect.any(String) } });
    expect((await featured()).map((image) => image.id)).toEqual(ids.slice(0, 12));
    await setOrder([]);
  });

  it('keeps every one of several overlapping saves, each at a position of its own', async () => {
    await setOrder([]);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await upload(`overlap-${i}.png`));
    const answers = await Promise.all(ids.map((id) => change(id, 'feature')));
    expect(answers.map((res) => res.status)).toEqual(ids.map(() => 200));
    expect(new Set((await featured()).map((image) => image.id))).toEqual(new Set(ids));
    expect((await positions()).map((row) => Number(row.featured_position))).toEqual([0, 1, 2, 3, 4, 5]);
    await Promise.all([
      change(ids[0] ?? '', 'down'),
      change(ids[5] ?? '', 'unfeature'),
      change(ids[2] ?? '', 'up'),
    ]);
    expect((await positions()).map((row) => Number(row.featured_position))).toEqual([0, 1, 2, 3, 4]);
    await setOrder([]);
  });
});

describe('GET /api/featured-images', () => {
  it('lists only featured images, in the order staff set, briefly cacheable', async () => {
    const [a, b, c] = [await upload('a.png'), await upload('b.png'), await upload('c.png')];
    await setOrder([c, a]);
    const res = await jsonRequest(staff.h.app, 'GET', '/api/featured-images');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(((await res.json()) as FeaturedImage[]).map((image) => image.id)).toEqual([c, a]);

    await setOrder([a, b, c]);
    expect((await featured()).map((image) => image.id)).toEqual([a, b, c]);
    // The staff gallery list says where each image stands.
    const list = (await (await jsonRequest(staff.h.app, 'GET', '/api/product-images')).json()) as {
      id: string;
      featured: number | null;
    }[];
    expect(list.find((image) => image.id === b)?.featured).toBe(1);

    await setOrder([]);
    expect(await featured()).toEqual([]);
  });

  it('gives each image AVIF and WebP srcsets of variants that are served, immutable', async () => {
    const id = await upload('sized.png');
    await setOrder([id]);
    const [image] = await featured();
    // The test PNG is 1x1: one 1 px variant, never upscaled.
    expect(image).toMatchObject({
      id,
      width: 1,
      height: 1,
      src: `/api/product-images/${id}/variants/w1.webp`,
      sources: [
        { type: 'image/avif', srcSet: `/api/product-images/${id}/variants/w1.avif 1w` },
        { type: 'image/webp', srcSet: `/api/product-images/${id}/variants/w1.webp 1w` },
      ],
    });
    const avif = await staff.h.app.request(`${SITE}/api/product-images/${id}/variants/w1.avif`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('Content-Type')).toBe('image/avif');
    expect(avif.headers.get('Cache-Control')).toContain('immutable');
    for (const name of ['w320.avif', 'w1.png', '..%2Fw1.avif'])
      expect(
        (await staff.h.app.request(`${SITE}/api/product-images/${id}/variants/${name}`)).status,
        name,
      ).toBe(404);
  });

  it('serves an image recorded before variants existed as its original until housekeeping makes them', async () => {
    const id = await upload('old.png');
    await staff.h.sql
      .updateTable('product_images')
      .set({ variant_widths: null, width: null, height: null })
      .where('id', '=', id)
      .execute();
    await setOrder([id]);
    expect((await featured())[0]).toMatchObject({ src: `/api/product-images/${id}/file`, sources: [] });
    await makeMissingVariants(staff.h.sql, staff.h.storage, 50);
    expect((await featured())[0]?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('is what the server fills Home and Products with: the same items, each with its srcsets as plain fields', async () => {
    const id = await upload('live-list.png');
    await setOrder([id]);
    const read = listSources(staff.h.sql)['featured-images'];
    const srcSet = (image: FeaturedImage, type: string) =>
      image.sources.find((source) => source.type === type)?.srcSet;
    expect(await read?.()).toEqual(
      (await featured()).map((image) => ({
        ...image,
        srcSet: srcSet(image, 'image/webp'),
        avifSrcSet: srcSet(image, 'image/avif'),
      })),
    );
    await setOrder([]);
    expect(await read?.()).toEqual([]);
  });

  it('forgets a deleted image, and its stored variants', async () => {
    const id = await upload('deleted.png');
    await setOrder([id]);
    const row = await staff.h.sql
      .selectFrom('product_images')
      .select('object_path')
      .where('id', '=', id)
      .executeTakeFirst();
    const variant = row?.object_path.replace(/\.png$/, '-w1.webp') ?? '';
    expect(await staff.h.storage.head(variant)).not.toBeNull();
    expect((await staff.send('DELETE', `/api/product-images/${id}`)).status).toBe(204);
    expect(await staff.h.storage.head(variant)).toBeNull();
    expect(await featured()).toEqual([]);
  });
});
