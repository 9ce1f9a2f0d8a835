// The featured strip: staff set which images visitors see on Home and Products, in order
// (PUT /api/featured-images); GET /api/featured-images lists them with their sized variants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMissingVariants } from '../src/gallery/storeImageVariants.ts';
import { type Harness, jsonRequest, presignAndPut, SITE, signIn, startHarness } from './uploadHarness.ts';

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await startHarness();
  cookie = await signIn(h.app);
});
afterAll(async () => {
  await h?.close();
});

interface Featured {
  id: string;
  alt: string;
  width: number;
  height: number;
  src: string;
  sources: { type: string; srcSet: string }[];
}

async function upload(filename: string): Promise<string> {
  const uploadURL = await presignAndPut(h.app, cookie, filename);
  const rec = await jsonRequest(
    h.app,
    'PUT',
    '/api/product-images',
    { filename, imageURL: uploadURL },
    cookie,
  );
  expect(rec.status).toBe(201);
  return ((await rec.json()) as { id: string }).id;
}

const setOrder = (ids: unknown, as = cookie) =>
  jsonRequest(h.app, 'PUT', '/api/featured-images', { ids }, as);

async function featured(): Promise<Featured[]> {
  const res = await jsonRequest(h.app, 'GET', '/api/featured-images');
  expect(res.status).toBe(200);
  return (await res.json()) as Featured[];
}

describe('PUT /api/featured-images', () => {
  it('is staff-only: signed out gets 401 and the order stays', async () => {
    const id = await upload('signed-out.png');
    const res = await setOrder([id], '');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    expect((await featured()).map((image) => image.id)).not.toContain(id);
  });

  it('refuses a request from another origin (403)', async () => {
    const id = await upload('cross-site.png');
    const res = await h.app.request(`${SITE}/api/featured-images`, {
      method: 'PUT',
      headers: { Origin: 'https://evil.example', Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [id] }),
    });
    expect(res.status).toBe(403);
  });

  it('answers a JSON 400 (never a 500) for every malformed order, and 415 for a non-JSON body', async () => {
    const id = await upload('valid.png');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const many = Array.from(
      { length: 13 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const body of [
      {},
      { ids: 'x' },
      { ids: [1] },
      { ids: ['nope'] },
      { ids: [id, id] },
      { ids: many },
      { ids: [unknown] },
      { ids: ['\u0000'] },
      null,
      [],
    ]) {
      const res = await jsonRequest(h.app, 'PUT', '/api/featured-images', body, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'invalid_fields', fields: { ids: expect.any(String) } },
      });
    }
    const broken = await h.app.request(`${SITE}/api/featured-images`, {
      method: 'PUT',
      headers: { Origin: SITE, Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{"ids": [',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: 'invalid_json' } });
    const text = await h.app.request(`${SITE}/api/featured-images`, {
      method: 'PUT',
      headers: { Origin: SITE, Cookie: cookie, 'Content-Type': 'text/plain' },
      body: id,
    });
    expect(text.status).toBe(415);
  });
});

describe('GET /api/featured-images', () => {
  it('lists only featured images, in the order staff set, briefly cacheable', async () => {
    const [a, b, c] = [await upload('a.png'), await upload('b.png'), await upload('c.png')];
    expect((await setOrder([c, a])).status).toBe(200);
    const res = await jsonRequest(h.app, 'GET', '/api/featured-images');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(((await res.json()) as Featured[]).map((image) => image.id)).toEqual([c, a]);

    expect((await setOrder([a, b, c])).status).toBe(200);
    expect((await featured()).map((image) => image.id)).toEqual([a, b, c]);
    // The staff gallery list says where each image stands.
    const list = (await (await jsonRequest(h.app, 'GET', '/api/product-images')).json()) as {
      id: string;
      featured: number | null;
    }[];
    expect(list.find((image) => image.id === b)?.featured).toBe(1);

    expect((await setOrder([])).status).toBe(200);
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
    const avif = await h.app.request(`${SITE}/api/product-images/${id}/variants/w1.avif`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('Content-Type')).toBe('image/avif');
    expect(avif.headers.get('Cache-Control')).toContain('immutable');
    for (const name of ['w320.avif', 'w1.png', '..%2Fw1.avif'])
      expect((await h.app.request(`${SITE}/api/product-images/${id}/variants/${name}`)).status, name).toBe(
        404,
      );
  });

  it('serves an image recorded before variants existed as its original until housekeeping makes them', async () => {
    const id = await upload('old.png');
    await h.sql.run(
      'UPDATE product_images SET variant_widths = NULL, width = NULL, height = NULL WHERE id = ?',
      [id],
    );
    await setOrder([id]);
    expect((await featured())[0]).toMatchObject({ src: `/api/product-images/${id}/file`, sources: [] });
    await makeMissingVariants(h.sql, h.storage, 50);
    expect((await featured())[0]?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('forgets a deleted image, and its stored variants', async () => {
    const id = await upload('deleted.png');
    await setOrder([id]);
    const row = await h.sql.get<{ object_path: string }>(
      'SELECT object_path FROM product_images WHERE id = ?',
      [id],
    );
    const variant = row?.object_path.replace(/\.png$/, '-w1.webp') ?? '';
    expect(await h.storage.head(variant)).not.toBeNull();
    expect((await jsonRequest(h.app, 'DELETE', `/api/product-images/${id}`, undefined, cookie)).status).toBe(
      204,
    );
    expect(await h.storage.head(variant)).toBeNull();
    expect(await featured()).toEqual([]);
  });
});
