import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError, sendError } from '../errors/apiError.ts';
import { readFormBody } from './formBody.ts';

const app = new Hono();
app.post('/form', async (c) => {
  try {
    return c.json(Object.fromEntries(await readFormBody(c, 1000)));
  } catch (error) {
    if (error instanceof ApiError) return sendError(c, error);
    throw error;
  }
});
const post = (body: string | Uint8Array<ArrayBuffer>) =>
  app.request('/form', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });

describe('a plain-HTML form body', () => {
  it('answers a %-escape that is not UTF-8 exactly as it answers the raw byte: 400', async () => {
    const raw = await post(new Uint8Array([...new TextEncoder().encode('company='), 0xff]));
    const escaped = await post('company=%ff');
    expect(raw.status).toBe(400);
    expect(escaped.status).toBe(400);
    expect(await escaped.json()).toEqual(await raw.json());
    expect((await post('firstName=Ada&company=%C3%BF%E2%82%AC')).status).toBe(200);
  });

  it('reads UTF-8 escapes, + as a space, CRLF as LF and the first of a repeated field', async () => {
    const res = await post('message=caf%C3%A9+one%0D%0Atwo&message=second&%zz=%4');
    expect(await res.json()).toEqual({ message: 'café one\ntwo', '%zz': '%4' });
  });
});
