import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../src/uploads/imagePolicy.ts';
import { imageWorkerPid } from '../src/uploads/imageWorkers.ts';
import { jsonRequest, PNG_BYTES, presignAndPut, signedInHarness, signIn } from './uploadHarness.ts';

const staff = signedInHarness();

async function rowCount(): Promise<number> {
  const row = await staff.h.sql
    .selectFrom('product_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return row?.n ?? -1;
}

function keyOf(uploadURL: string): string {
  return decodeURIComponent(new URL(uploadURL).pathname.split('/').slice(2).join('/'));
}

async function askForUrl(
  body: unknown = { filename: 'shirt.png', contentType: 'image/png', size: PNG_BYTES.length },
) {
  const res = await staff.send('POST', '/api/objects/upload', body);
  expect(res.status).toBe(200);
  const { uploadURL } = (await res.json()) as { uploadURL: string };
  return uploadURL;
}

function put(url: string, body: Buffer, contentType = 'image/png'): Promise<Response> {
  return fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'Content-Type': contentType } });
}

function record(imageURL: string, filename = 'shirt.png'): Promise<Response> {
  return staff.send('PUT', '/api/product-images', { filename, imageURL });
}

async function expectNoObject(uploadURL: string): Promise<void> {
  expect(await staff.h.storage.head(keyOf(uploadURL))).toBeNull();
}

/** What an upload storage refused leaves: no object under its key, its recording refused, no new row. */
async function expectNothingStored(uploadURL: string, rowsBefore: number): Promise<void> {
  await expectNoObject(uploadURL);
  expect((await record(uploadURL)).status).toBe(400);
  expect(await rowCount()).toBe(rowsBefore);
}

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

describe('refused uploads leave no row and no object', () => {
  it('refuses types outside the allowlist and sizes over 10MB when asked for a URL', async () => {
    const svg = await staff.send('POST', '/api/objects/upload', { contentType: 'image/svg+xml', size: 10 });
    expect(svg.status).toBe(415);
    const big = await staff.send('POST', '/api/objects/upload', {
      contentType: 'image/png',
      size: MAX_UPLOAD_BYTES + 1,
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: { code: 'too_large' } });
  });

  it('a tampered signature is refused by storage', async () => {
    const before = await rowCount();
    const uploadURL = await askForUrl();
    const url = new URL(uploadURL);
    const signature = url.searchParams.get('X-Amz-Signature') ?? '';
    url.searchParams.set('X-Amz-Signature', `${signature.startsWith('0') ? '1' : '0'}${signature.slice(1)}`);
    expect((await put(url.toString(), PNG_BYTES)).status).toBe(403);
    await expectNothingStored(uploadURL, before);
  });

  it('a URL pointed at another key is refused by storage and by recording', async () => {
    const before = await rowCount();
    const uploadURL = await askForUrl();
    const tampered = uploadURL.replace(
      /staging\/[0-9a-f-]{36}/,
      'staging/00000000-0000-4000-8000-000000000000',
    );
    expect((await put(tampered, PNG_BYTES)).status).toBe(403);
    await expectNothingStored(tampered, before);
  });

  it('an expired URL is refused', async () => {
    const before = await rowCount();
    staff.h.clock.now = Date.now() - 10 * 60_000; // signed ten minutes ago, valid for five
    const uploadURL = await askForUrl();
    staff.h.clock.now = Date.now();
    expect((await put(uploadURL, PNG_BYTES)).status).toBe(403);
    await expectNothingStored(uploadURL, before);
  });

  it('a different Content-Type than the signed one is refused', async () => {
    const before = await rowCount();
    const uploadURL = await askForUrl();
    expect((await put(uploadURL, PNG_BYTES, 'text/html')).status).toBe(403);
    await expectNoObject(uploadURL);
    expect(await rowCount()).toBe(before);
  });

  it('a body over the signed length is refused', async () => {
    const before = await rowCount();
    const uploadURL = await askForUrl();
    const bigger = Buffer.concat([PNG_BYTES, Buffer.alloc(1024)]);
    expect((await put(uploadURL, bigger)).status).toBe(403);
    await expectNothingStored(uploadURL, before);
  });

  it('refuses a presign without a size or a type (nothing unsigned can be uploaded)', async () => {
    for (const body of [{ contentType: 'image/png' }, { size: 10 }, {}]) {
      const res = await staff.send('POST', '/api/objects/upload', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_body', fields: expect.any(Object) } });
    }
  });

  it('bytes that are not an image are deleted and refused', async () => {
    const before = await rowCount();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const uploadURL = await askForUrl({ filename: 'x.png', contentType: 'image/png', size: html.length });
    expect((await put(uploadURL, html)).status).toBe(200);
    const rec = await record(uploadURL);
    expect(rec.status).toBe(422);
    expect(await rec.json()).toMatchObject({ error: { code: 'invalid_image' } });
    await expectNoObject(uploadURL);
    expect(await rowCount()).toBe(before);
  });

  it('a URL this server did not issue is refused', async () => {
    const before = await rowCount();
    const uploadURL = await askForUrl();
    const foreign = new URL(uploadURL);
    foreign.pathname = '/product-images/uploads/11111111-1111-4111-8111-111111111111.png';
    const res = await record(foreign.toString());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'upload_not_issued' } });
    expect((await record('https://evil.example/a.png')).status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('refuses oversized JSON bodies', async () => {
    const res = await staff.send('PUT', '/api/product-images', {
      filename: 'x'.repeat(20_000),
      imageURL: 'http://a/b',
    });
    expect(res.status).toBe(413);
  });

  it('another session cannot record a key issued to someone else', async () => {
    const before = await rowCount();
    const uploadURL = await askForUrl();
    expect((await put(uploadURL, PNG_BYTES)).status).toBe(200);
    const otherCookie = await signIn(staff.h.app);
    const res = await jsonRequest(
      staff.h.app,
      'PUT',
      '/api/product-images',
      { filename: 'x.png', imageURL: uploadURL },
      otherCookie,
    );
    expect(res.status).toBe(400);
    expect(await rowCount()).toBe(before);
  });
});

describe('an image worker that has stopped', () => {
  const signed = signedInHarness();

  it('answers 503 and keeps the upload, so the retry once a worker runs records it', async () => {
    const { h, cookie } = signed;
    const imageURL = await presignAndPut(h.app, cookie, 'kept.png');
    // A first upload starts the worker; then it is stopped, as a hung process would be.
    const body = { filename: 'kept.png', imageURL };
    const warm = await presignAndPut(h.app, cookie, 'warm.png');
    expect(
      (
        await jsonRequest(
          h.app,
          'PUT',
          '/api/product-images',
          { filename: 'warm.png', imageURL: warm },
          cookie,
        )
      ).status,
    ).toBe(201);
    const pid = imageWorkerPid();
    expect(pid).toBeDefined();
    process.kill(pid ?? 0, 'SIGSTOP');
    const stopped = await jsonRequest(h.app, 'PUT', '/api/product-images', body, cookie);
    expect(stopped.status).toBe(503);
    expect(stopped.headers.get('retry-after')).toBe('10');
    expect(((await stopped.json()) as { error: { code: string } }).error.code).toBe(
      'image_check_unavailable',
    );
    const retry = await jsonRequest(h.app, 'PUT', '/api/product-images', body, cookie);
    expect(retry.status).toBe(201);
  }, 30_000);
});
