// Uploads refused by the API or by storage (type, size, signature, key, expiry, content, session)
// leave no row and no object behind.
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../src/uploads/imagePolicy.ts';
import { put, uploadSteps } from './support/uploadSteps.ts';
import { jsonRequest, PNG_BYTES, signedInHarness, signIn } from './uploadHarness.ts';

const staff = signedInHarness();
const { rowCount, askForUrl, record, expectNoObject, expectNothingStored } = uploadSteps(staff);

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
