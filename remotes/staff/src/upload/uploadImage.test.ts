import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from './uploadImage.ts';

type Listener = ((event: ProgressEvent) => void) | null;

/** Just enough XMLHttpRequest for putWithProgress. */
class FakeXhr {
  static status = 200;
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeXhr.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
    this.status = FakeXhr.status;
    queueMicrotask(() => this.onload?.());
  }
}
const createXhr = () => new FakeXhr() as unknown as XMLHttpRequest;

let patchStatus = 200;

function mockFetch(uploadAnswer: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/objects/upload') return new Response(JSON.stringify(uploadAnswer), { status: 200 });
      if (init?.method === 'PATCH') return new Response('{}', { status: patchStatus });
      return new Response(JSON.stringify({ id: 'img-1', filename: 'front.png' }), { status: 201 });
    }),
  );
  return calls;
}

const png = new File([new Uint8Array(10)], 'front.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeXhr.status = 200;
  patchStatus = 200;
});

describe('uploadImage', () => {
  it('asks for a URL with filename/type/size, PUTs the file with progress, then records it', async () => {
    const calls = mockFetch({ uploadURL: 'http://127.0.0.1:9/bucket/uploads/k.png?X-Amz-Signature=s' });
    const progress: number[] = [];
    await uploadImage(png, { onProgress: (p) => progress.push(p), createXhr });
    expect(calls[0]?.url).toBe('/api/objects/upload');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      filename: 'front.png',
      contentType: 'image/png',
      size: 10,
    });
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(FakeXhr.last?.method).toBe('PUT');
    expect(FakeXhr.last?.headers['Content-Type']).toBe('image/png');
    expect(FakeXhr.last?.body).toBe(png);
    expect(progress).toEqual([50]);
    expect(calls[1]?.url).toBe('/api/product-images');
    expect(calls[1]?.init?.method).toBe('PUT');
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({
      filename: 'front.png',
      imageURL: 'http://127.0.0.1:9/bucket/uploads/k.png?X-Amz-Signature=s',
    });
  });

  it('saves the alt text given with the upload on the recorded image, and sends none when empty', async () => {
    const calls = mockFetch({ uploadURL: 'http://127.0.0.1:9/b/k' });
    expect(
      await uploadImage(png, { onProgress: () => {}, createXhr, alt: '  Navy hoodie, white logo ' }),
    ).toEqual({
      altSaved: true,
    });
    expect(calls[2]?.url).toBe('/api/product-images/img-1');
    expect(calls[2]?.init?.method).toBe('PATCH');
    expect(JSON.parse(String(calls[2]?.init?.body))).toEqual({ alt: 'Navy hoodie, white logo' });
    const again = mockFetch({ uploadURL: 'http://127.0.0.1:9/b/k' });
    await uploadImage(png, { onProgress: () => {}, createXhr, alt: '   ' });
    expect(again).toHaveLength(2);
  });

  it('reports an alt text that could not be saved without failing the stored upload', async () => {
    mockFetch({ uploadURL: 'http://127.0.0.1:9/b/k' });
    patchStatus = 500;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await uploadImage(png, { onProgress: () => {}, createXhr, alt: 'A tee' })).toEqual({
      altSaved: false,
    });
  });

  it('logs "No upload URL received" and fails when the answer has no uploadURL', async () => {
    const calls = mockFetch({});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(uploadImage(png, { onProgress: () => {}, createXhr })).rejects.toThrow(
      'No upload URL received',
    );
    expect(log).toHaveBeenCalledWith('No upload URL received');
    expect(calls).toHaveLength(1);
  });

  it('fails without recording when storage refuses the PUT', async () => {
    const calls = mockFetch({ uploadURL: 'http://127.0.0.1:9/b/k' });
    FakeXhr.status = 403;
    await expect(uploadImage(png, { onProgress: () => {}, createXhr })).rejects.toThrow(
      'No file uploaded successfully',
    );
    expect(calls).toHaveLength(1);
  });
});
