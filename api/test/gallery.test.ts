// Gallery management (staff): DELETE /api/product-images/:id removes object and row;
// PATCH /api/product-images/:id sets the alt text the public list carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

interface Image {
  id: string;
  filename: string;
  url: string;
  alt: string;
}

/** Presign, PUT and record one PNG, as the upload dialog does. */
async function uploadImage(filename = 'shirt.png'): Promise<{ image: Image; key: string }> {
  const uploadURL = await presignAndPut(h.app, cookie, filename);
  const rec = await jsonRequest(
    h.app,
    'PUT',
    '/api/product-images',
    { filename, imageURL: uploadURL },
    cookie,
  );
  expect(rec.status).toBe(201);
  const image = (await rec.json()) as Image;
  const row = await h.sql.get<{ object_path: string }>(
    'SELECT object_path FROM product_images WHERE id = ?',
    [image.id],
  );
  if (!row) throw new Error(`no row for image ${image.id}`);
  return { image, key: row.object_path };
}

async function publicList(): Promise<Image[]> {
  return (await (await jsonRequest(h.app, 'GET', '/api/product-images')).json()) as Image[];
}

describe('signed out', () => {
  it('cannot delete or edit an image (401, nothing changes)', async () => {
    const { image, key } = await uploadImage('keep.png');
    const del = await jsonRequest(h.app, 'DELETE', `/api/product-images/${image.id}`);
    expect(del.status).toBe(401);
    expect(await del.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    const patch = await jsonRequest(h.app, 'PATCH', `/api/product-images/${image.id}`, { alt: 'x' });
    expect(patch.status).toBe(401);
    expect(await h.storage.head(key)).not.toBeNull();
    expect((await publicList()).find((item) => item.id === image.id)?.alt).toBe('');
  });
});

describe('PATCH /api/product-images/:id', () => {
  it('sets alt text (trimmed) that the public list returns', async () => {
    const { image } = await uploadImage('front.png');
    const res = await jsonRequest(
      h.app,
      'PATCH',
      `/api/product-images/${image.id}`,
      { alt: '  Navy hoodie, white DTF logo on the chest  ' },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Image).alt).toBe('Navy hoodie, white DTF logo on the chest');
    expect((await publicList()).find((item) => item.id === image.id)?.alt).toBe(
      'Navy hoodie, white DTF logo on the chest',
    );
  });

  it('answers 400 for bad alt text, 404 for an unknown image, 415 for a non-JSON body', async () => {
    const { image } = await uploadImage('bad-alt.png');
    for (const body of [{}, { alt: 3 }, { alt: 'x'.repeat(251) }, { alt: 'two\nlines' }, null, []]) {
      const res = await jsonRequest(h.app, 'PATCH', `/api/product-images/${image.id}`, body, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'invalid_fields', fields: { alt: expect.any(String) } },
      });
    }
    const missing = await jsonRequest(h.app, 'PATCH', '/api/product-images/nope', { alt: 'x' }, cookie);
    expect(missing.status).toBe(404);
    // A NUL in the id (PostgreSQL refuses such text) is simply no image.
    const nul = await jsonRequest(h.app, 'PATCH', '/api/product-images/%00', { alt: 'x' }, cookie);
    expect(nul.status).toBe(404);
    expect((await jsonRequest(h.app, 'DELETE', '/api/product-images/a%00b', undefined, cookie)).status).toBe(
      404,
    );
    expect((await h.app.request(`${SITE}/api/product-images/%00/file`)).status).toBe(404);
    const text = await h.app.request(`http://localhost:3999/api/product-images/${image.id}`, {
      method: 'PATCH',
      headers: { Origin: 'http://localhost:3999', Cookie: cookie, 'Content-Type': 'text/plain' },
      body: 'alt',
    });
    expect(text.status).toBe(415);
  });
});

describe('DELETE /api/product-images/:id', () => {
  it('removes the stored object and the row; the public list and file URL forget it', async () => {
    const { image, key } = await uploadImage('gone.png');
    expect(await h.storage.head(key)).not.toBeNull();
    const res = await jsonRequest(h.app, 'DELETE', `/api/product-images/${image.id}`, undefined, cookie);
    expect(res.status).toBe(204);
    expect(await h.storage.head(key)).toBeNull();
    expect((await publicList()).some((item) => item.id === image.id)).toBe(false);
    expect((await h.app.request(image.url)).status).toBe(404);
    const again = await jsonRequest(h.app, 'DELETE', `/api/product-images/${image.id}`, undefined, cookie);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('refuses a delete from another origin (403)', async () => {
    const { image } = await uploadImage('origin.png');
    const res = await h.app.request(`http://localhost:3999/api/product-images/${image.id}`, {
      method: 'DELETE',
      headers: { Origin: 'https://evil.example', Cookie: cookie },
    });
    expect(res.status).toBe(403);
    expect((await publicList()).some((item) => item.id === image.id)).toBe(true);
  });
});
