// Gallery management (staff): DELETE /api/product-images/:id removes object and row;
// PATCH /api/product-images/:id sets the alt text the public list carries.
import { describe, expect, it } from 'vitest';
import { jsonRequest, SITE, signedInHarness, uploadImage } from './uploadHarness.ts';

const staff = signedInHarness();

interface Image {
  id: string;
  filename: string;
  url: string;
  alt: string;
}

/** Presign, PUT and record one PNG, as the upload dialog does. */
async function uploadOne(filename = 'shirt.png'): Promise<{ image: Image; key: string }> {
  const image = await uploadImage(staff.h.app, staff.cookie, filename);
  const row = await staff.h.sql
    .selectFrom('product_images')
    .select('object_path')
    .where('id', '=', image.id)
    .executeTakeFirst();
  if (!row) throw new Error(`no row for image ${image.id}`);
  return { image, key: row.object_path };
}

async function publicList(): Promise<Image[]> {
  return (await (await jsonRequest(staff.h.app, 'GET', '/api/product-images')).json()) as Image[];
}

describe('signed out', () => {
  it('cannot delete or edit an image (401, nothing changes)', async () => {
    const { image, key } = await uploadOne('keep.png');
    const del = await jsonRequest(staff.h.app, 'DELETE', `/api/product-images/${image.id}`);
    expect(del.status).toBe(401);
    expect(await del.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    const patch = await jsonRequest(staff.h.app, 'PATCH', `/api/product-images/${image.id}`, { alt: 'x' });
    expect(patch.status).toBe(401);
    expect(await staff.h.storage.head(key)).not.toBeNull();
    expect((await publicList()).find((item) => item.id === image.id)?.alt).toBe('');
  });
});

describe('PATCH /api/product-images/:id', () => {
  it('sets alt text (trimmed) that the public list returns', async () => {
    const { image } = await uploadOne('front.png');
    const res = await staff.send('PATCH', `/api/product-images/${image.id}`, {
      alt: '  Navy hoodie, white DTF logo on the chest  ',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Image).alt).toBe('Navy hoodie, white DTF logo on the chest');
    expect((await publicList()).find((item) => item.id === image.id)?.alt).toBe(
      'Navy hoodie, white DTF logo on the chest',
    );
  });

  it('answers 400 for bad alt text, 404 for an unknown image, 415 for a non-JSON body', async () => {
    const { image } = await uploadOne('bad-alt.png');
    for (const body of [{}, { alt: 3 }, { alt: 'x'.repeat(251) }, { alt: 'two\nlines' }, null, []]) {
      const res = await staff.send('PATCH', `/api/product-images/${image.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'invalid_fields', fields: { alt: expect.any(String) } },
      });
    }
    const missing = await staff.send('PATCH', '/api/product-images/nope', { alt: 'x' });
    expect(missing.status).toBe(404);
    // A NUL in the id (PostgreSQL refuses such text) is simply no image.
    const nul = await staff.send('PATCH', '/api/product-images/%00', { alt: 'x' });
    expect(nul.status).toBe(404);
    expect((await staff.send('DELETE', '/api/product-images/a%00b')).status).toBe(404);
    expect((await staff.h.app.request(`${SITE}/api/product-images/%00/file`)).status).toBe(404);
    const text = await staff.h.app.request(`http://localhost:3999/api/product-images/${image.id}`, {
      method: 'PATCH',
      headers: { Origin: 'http://localhost:3999', Cookie: staff.cookie, 'Content-Type': 'text/plain' },
      body: 'alt',
    });
    expect(text.status).toBe(415);
  });
});

describe('DELETE /api/product-images/:id', () => {
  it('removes the stored object and the row; the public list and file URL forget it', async () => {
    const { image, key } = await uploadOne('gone.png');
    expect(await staff.h.storage.head(key)).not.toBeNull();
    const res = await staff.send('DELETE', `/api/product-images/${image.id}`);
    expect(res.status).toBe(204);
    expect(await staff.h.storage.head(key)).toBeNull();
    expect((await publicList()).some((item) => item.id === image.id)).toBe(false);
    expect((await staff.h.app.request(image.url)).status).toBe(404);
    const again = await staff.send('DELETE', `/api/product-images/${image.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('refuses a delete from another origin (403)', async () => {
    const { image } = await uploadOne('origin.png');
    const res = await staff.h.app.request(`http://localhost:3999/api/product-images/${image.id}`, {
      method: 'DELETE',
      headers: { Origin: 'https://evil.example', Cookie: staff.cookie },
    });
    expect(res.status).toBe(403);
    expect((await publicList()).some((item) => item.id === image.id)).toBe(true);
  });
});
