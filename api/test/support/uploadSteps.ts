// The steps of a staff upload, one at a time, for the upload tests: ask for a presigned URL, PUT
// the bytes to storage, record the image; and what a refused upload must leave behind.
import { expect } from 'vitest';
import { PNG_BYTES, type SignedIn } from '../uploadHarness.ts';

/** The storage key a presigned upload URL writes to. */
export function keyOf(uploadURL: string): string {
  return decodeURIComponent(new URL(uploadURL).pathname.split('/').slice(2).join('/'));
}

/** A PUT of `body` to a presigned URL, as the browser sends it. */
export function put(url: string, body: Buffer, contentType = 'image/png'): Promise<Response> {
  return fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'Content-Type': contentType } });
}

/** The steps as `staff` takes them, against its harness's app, database and storage. */
export function uploadSteps(staff: SignedIn) {
  async function rowCount(): Promise<number> {
    const row = await staff.h.sql
      .selectFrom('product_images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return row?.n ?? -1;
  }

  async function askForUrl(
    body: unknown = { filename: 'shirt.png', contentType: 'image/png', size: PNG_BYTES.length },
  ) {
    const res = await staff.send('POST', '/api/objects/upload', body);
    expect(res.status).toBe(200);
    const { uploadURL } = (await res.json()) as { uploadURL: string };
    return uploadURL;
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

  return { rowCount, askForUrl, record, expectNoObject, expectNothingStored };
}
