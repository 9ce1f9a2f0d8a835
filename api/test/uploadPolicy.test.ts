import { describe, expect, it } from 'vitest';
import { browserOrigin } from '../src/storage/s3Presign.ts';
import { createS3Storage } from '../src/storage/s3Storage.ts';
import { cleanFilename } from '../src/uploads/cleanFilename.ts';
import { sniffImageType } from '../src/uploads/imagePolicy.ts';
import { sweepAbandonedUploads } from '../src/uploads/uploadSweeper.ts';
import { jsonRequest, PNG_BYTES, signIn, startHarness } from './uploadHarness.ts';

describe('sniffImageType', () => {
  it('knows PNG, JPEG and WebP by their first bytes and nothing else', () => {
    expect(sniffImageType(PNG_BYTES)).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('cleanFilename', () => {
  it('keeps a plain name and strips folders, controls and bidi overrides', () => {
    expect(cleanFilename('Front print.png')).toBe('Front print.png');
    expect(cleanFilename('C:\\Users\\me\\shirt.jpg')).toBe('shirt.jpg');
    expect(cleanFilename('evil\u202egnp.exe')).toBe('evilgnp.exe');
    expect(cleanFilename('a\u0000b\n c.png')).toBe('ab c.png');
    expect(cleanFilename('   ', 'image.png')).toBe('image.png');
    expect(cleanFilename('..', 'image.png')).toBe('image.png');
    expect([...cleanFilename('x'.repeat(500))].length).toBe(200);
  });
});

describe('sweepAbandonedUploads', () => {
  it('deletes objects of keys never recorded within the window', async () => {
    const h = await startHarness();
    try {
      const cookie = await signIn(h.app);
      const res = await jsonRequest(
        h.app,
        'POST',
        '/api/objects/upload',
        { contentType: 'image/png', size: PNG_BYTES.length },
        cookie,
      );
      const { uploadURL } = (await res.json()) as { uploadURL: string };
      await fetch(uploadURL, { method: 'PUT', body: PNG_BYTES, headers: { 'Content-Type': 'image/png' } });
      const key = decodeURIComponent(new URL(uploadURL).pathname.split('/').slice(2).join('/'));
      expect(await h.storage.head(key)).not.toBeNull();
      expect(await sweepAbandonedUploads(h.sql, h.storage, Date.now())).toBe(0);
      expect(await sweepAbandonedUploads(h.sql, h.storage, Date.now() + 2 * 3_600_000)).toBe(1);
      expect(await h.storage.head(key)).toBeNull();
    } finally {
      await h.close();
    }
  });
});

describe('browserOrigin (CSP connect-src and CORS target)', () => {
  const base = {
    endpoint: undefined,
    publicEndpoint: undefined,
    bucket: 'pod-images',
    region: 'eu-west-1',
    accessKeyId: undefined,
    secretAccessKey: undefined,
  };
  it('is the endpoint for path style and bucket.host for virtual-hosted style', () => {
    expect(browserOrigin({ ...base, forcePathStyle: true }, 'http://127.0.0.1:9000/')).toBe(
      'http://127.0.0.1:9000',
    );
    expect(browserOrigin({ ...base, forcePathStyle: false }, 'https://s3.eu-west-1.amazonaws.com')).toBe(
      'https://pod-images.s3.eu-west-1.amazonaws.com',
    );
    expect(browserOrigin({ ...base, forcePathStyle: false }, undefined)).toBe(
      'https://pod-images.s3.eu-west-1.amazonaws.com',
    );
  });

  it('matches where presigned URLs really point', async () => {
    const settings = {
      ...base,
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      accessKeyId: 'AKIA',
      secretAccessKey: 's',
      forcePathStyle: false,
    };
    const storage = createS3Storage(settings);
    const url = new URL(await storage.presignPut('uploads/a.png', { expiresInSeconds: 60 }));
    expect(storage.browserOrigins).toEqual([url.origin]);
    await storage.close();
  });
});
