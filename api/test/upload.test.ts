// A staff upload end to end: refused while signed out; presigned, PUT to storage, recorded,
// listed newest first and served once signed in.
import { describe, expect, it } from 'vitest';
import { keyOf, put, uploadSteps } from './support/uploadSteps.ts';
import { jsonRequest, PNG_BYTES, signedInHarness } from './uploadHarness.ts';

const staff = signedInHarness();
const { rowCount, askForUrl, record } = uploadSteps(staff);

describe('signed out', () => {
  it('refuses presign and record with 401 and the error shape', async () => {
    const presign = await jsonRequest(staff.h.app, 'POST', '/api/objects/upload', {
      contentType: 'image/png',
      size: 10,
    });
    expect(presign.status).toBe(401);
    expect(await presign.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    const rec = await jsonRequest(staff.h.app, 'PUT', '/api/product-images', {
      filename: 'a.png',
      imageURL: 'http://127.0.0.1:1/product-images/uploads/x.png',
    });
    expect(rec.status).toBe(401);
    expect(await rowCount()).toBe(0);
  });

  it('lists images publicly', async () => {
    const res = await jsonRequest(staff.h.app, 'GET', '/api/product-images');
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });
});

describe('staff round trip', () => {
  it('presigns, PUTs, records, lists and serves the image', async () => {
    const uploadURL = await askForUrl();
    expect(keyOf(uploadURL)).toMatch(/^staging\/[0-9a-f-]{36}\.png$/);
    expect(uploadURL).toContain('X-Amz-Expires=300');
    const upload = await put(uploadURL, PNG_BYTES);
    expect(upload.status).toBe(200);

    const rec = await record(uploadURL, '../../etc/\u202eshirt front.png');
    expect(rec.status).toBe(201);
    const image = (await rec.json()) as { id: string; filename: string; url: string };
    expect(image.filename).toBe('shirt front.png');

    const list = (await (await jsonRequest(staff.h.app, 'GET', '/api/product-images')).json()) as {
      id: string;
      filename: string;
      createdAt: string;
      url: string;
    }[];
    expect(list[0]).toEqual({
      id: image.id,
      filename: 'shirt front.png',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      url: `/api/product-images/${image.id}/file`,
      alt: '',
      featured: null,
    });

    const file = await staff.h.app.request(list[0]?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(file.headers.get('Cache-Control')).toContain('max-age=31536000');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    const again = await record(uploadURL);
    expect(again.status).toBe(400);
    expect(await rowCount()).toBe(1);
  });

  it('lists newest first', async () => {
    const first = await askForUrl();
    await put(first, PNG_BYTES);
    expect((await record(first, 'older.png')).status).toBe(201);
    const second = await askForUrl();
    await put(second, PNG_BYTES);
    expect((await record(second, 'newer.png')).status).toBe(201);
    const list = (await (await jsonRequest(staff.h.app, 'GET', '/api/product-images')).json()) as {
      filename: string;
    }[];
    expect(list.slice(0, 2).map((image) => image.filename)).toEqual(['newer.png', 'older.png']);
  });
});
