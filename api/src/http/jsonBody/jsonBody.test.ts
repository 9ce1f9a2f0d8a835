import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError, sendError } from '../errors/apiError.ts';
import { readJsonBody } from './jsonBody.ts';

/** POST /json echoes the parsed body; an ApiError becomes the API's error answer. */
function appReading(maxBytes: number, options: { allowEmpty?: boolean } = {}) {
  const app = new Hono();
  app.post('/json', async (c) => c.json({ body: (await readJsonBody(c, maxBytes, options)) ?? null }));
  app.onError((error, c) => (error instanceof ApiError ? sendError(c, error) : c.text('unexpected', 500)));
  return app;
}

/** A body without Content-Length, arriving in chunks (as Transfer-Encoding: chunked does). */
function streamed(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const post = (app: Hono, init: RequestInit & { duplex?: 'half' }) =>
  app.request('/json', { method: 'POST', ...init });

describe('readJsonBody', () => {
  it('parses a JSON body within the limit', async () => {
    const res = await post(appReading(64), { body: '{"name":"Ada"}' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ body: { name: 'Ada' } });
  });

  it('refuses a declared Content-Length over the limit with 413 and Connection: close', async () => {
    const res = await post(appReading(16), {
      body: JSON.stringify({ message: 'x'.repeat(64) }),
      headers: { 'Content-Length': '76' },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('Connection')).toBe('close');
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The body must be at most 16 bytes.' },
    });
  });

  it('refuses a streamed body once it passes the limit, with 413 and Connection: close', async () => {
    const res = await post(appReading(16), {
      body: streamed('{"message":"', 'x'.repeat(32), '"}'),
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('Connection')).toBe('close');
  });

  it('reads a streamed body within the limit', async () => {
    const res = await post(appReading(64), { body: streamed('{"a":', '1}'), duplex: 'half' });
    expect(await res.json()).toEqual({ body: { a: 1 } });
  });

  it('answers 400 for bytes that are not UTF-8, and for text that is not JSON', async () => {
    const notUtf8 = await post(appReading(64), { body: new Uint8Array([0x7b, 0xff, 0x7d]) });
    expect(notUtf8.status).toBe(400);
    expect(((await notUtf8.json()) as { error: { code: string } }).error.code).toBe('invalid_encoding');
    const notJson = await post(appReading(64), { body: '{name:' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
  });

  it('reads a blank body as nothing only when the caller allows it', async () => {
    expect(await (await post(appReading(64, { allowEmpty: true }), { body: '  ' })).json()).toEqual({
      body: null,
    });
    expect((await post(appReading(64), { body: '' })).status).toBe(400);
  });

  it('answers 400 with Connection: close when the body breaks off mid-read', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(new Error('socket hang up'));
      },
    });
    const res = await post(appReading(64), { body: broken, duplex: 'half' });
    expect(res.status).toBe(400);
    expect(res.headers.get('Connection')).toBe('close');
  });
});
