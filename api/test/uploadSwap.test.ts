// A recorded upload cannot be replaced, and only whole images are kept.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { containerIsWhole } from '../src/uploads/imageContainer.ts';
import { isWholeImage } from '../src/uploads/inspectImage.ts';
import { sweepAbandonedUploads } from '../src/uploads/uploadSweeper.ts';
import { PNG_BYTES, signedInHarness } from './uploadHarness.ts';

const staff = signedInHarness();

const keyOf = (uploadURL: string) =>
  decodeURIComponent(new URL(uploadURL).pathname.split('/').slice(2).join('/'));

async function presign(bytes: Buffer, contentType = 'image/png'): Promise<string> {
  const res = await staff.send('POST', '/api/objects/upload', { contentType, size: bytes.length });
  expect(res.status).toBe(200);
  return ((await res.json()) as { uploadURL: string }).uploadURL;
}

const put = (url: string, bytes: Buffer, contentType = 'image/png') =>
  fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'Content-Type': contentType } });

const record = (imageURL: string) =>
  staff.send('PUT', '/api/product-images', { filename: 'front.png', imageURL });

async function served(url: string): Promise<Buffer> {
  const res = await staff.h.app.request(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('a recorded upload cannot be swapped', () => {
  it('a PUT to the same presigned URL after recording changes nothing that is served', async () => {
    const uploadURL = await presign(PNG_BYTES);
    expect((await put(uploadURL, PNG_BYTES)).status).toBe(200);
    const rec = await record(uploadURL);
    expect(rec.status).toBe(201);
    const image = (await rec.json()) as { url: string };
    // The staging object is gone once recorded.
    expect(await staff.h.storage.head(keyOf(uploadURL))).toBeNull();

    // Same length (the URL pins it), different bytes: HTML.
    const html = Buffer.alloc(PNG_BYTES.length, 0x20);
    html.write('<html><script>alert(1)</script>');
    const again = await put(uploadURL, html);
    const bytes = await served(image.url);
    console.log(
      `swap after record: PUT ${again.status}, served bytes are the verified image: ${bytes.equals(PNG_BYTES)}`,
    );
    expect(bytes.equals(PNG_BYTES)).toBe(true);

    // The stray staging object is removed by the sweeper once the URL has expired.
    staff.h.clock.now += 2 * 3_600_000;
    expect(
      await sweepAbandonedUploads(staff.h.sql, staff.h.storage, staff.h.clock.now),
    ).toBeGreaterThanOrEqual(1);
    expect(await staff.h.storage.head(keyOf(uploadURL))).toBeNull();
    expect((await served(image.url)).equals(PNG_BYTES)).toBe(true);
    staff.h.clock.now = Date.now();
  });

  it('a refused upload leaves no staging object, and a later PUT to it is swept', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const uploadURL = await presign(html);
    expect((await put(uploadURL, html)).status).toBe(200);
    expect((await record(uploadURL)).status).toBe(422);
    expect(await staff.h.storage.head(keyOf(uploadURL))).toBeNull();
    expect((await put(uploadURL, html)).status).toBe(200);
    staff.h.clock.now += 2 * 3_600_000;
    await sweepAbandonedUploads(staff.h.sql, staff.h.storage, staff.h.clock.now);
    expect(await staff.h.storage.head(keyOf(uploadURL))).toBeNull();
    staff.h.clock.now = Date.now();
  });
});

describe('the whole file must be one image', () => {
  const polyglot = Buffer.concat([
    PNG_BYTES,
    Buffer.from('<html><script>alert(document.domain)</script></html>'),
  ]);
  const headerOnly = Buffer.concat([
    PNG_BYTES.subarray(0, 16),
    Buffer.from('<html><body>not an image</body></html>'),
  ]);

  it('refuses a PNG with HTML appended, and HTML behind a PNG signature', async () => {
    for (const bytes of [polyglot, headerOnly]) {
      const uploadURL = await presign(bytes);
      expect((await put(uploadURL, bytes)).status).toBe(200);
      const res = await record(uploadURL);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_image' } });
      expect(await staff.h.storage.head(keyOf(uploadURL))).toBeNull();
    }
  });

  it('accepts real PNG, JPEG and WebP files, refuses truncated ones', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } });
    const files = {
      'image/png': await base.clone().png().toBuffer(),
      'image/jpeg': await base.clone().jpeg().toBuffer(),
      'image/webp': await base.clone().webp().toBuffer(),
    } as const;
    for (const [type, bytes] of Object.entries(files) as [keyof typeof files, Buffer][]) {
      expect(await isWholeImage(bytes, type), type).toBe(true);
      expect(containerIsWhole(bytes.subarray(0, bytes.length - 10), type), type).toBe(false);
      expect(await isWholeImage(Buffer.concat([bytes, Buffer.from('<script>')]), type), type).toBe(false);
    }
    expect(await isWholeImage(files['image/png'], 'image/jpeg')).toBe(false);
  });
});
