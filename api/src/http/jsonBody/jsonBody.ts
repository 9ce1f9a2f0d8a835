import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors/apiError.ts';

/** Limit for requests of a few short fields (staff sign-in, upload requests). */
export const SMALL_JSON_BODY_BYTES = 8 * 1024;

// The rest of the body is never read, so the connection cannot carry another request:
// say so (Connection: close) instead of letting the client reuse a socket that closes.
const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'payload_too_large', `The body must be at most ${maxBytes} bytes.`, {
    headers: { Connection: 'close' },
  });

const unreadable = () =>
  new ApiError(400, 'bad_request', 'The body could not be read.', { headers: { Connection: 'close' } });

/**
 * Reads the raw body through Hono's bodyLimit, refusing (413) as soon as it passes maxBytes
 * (a declared Content-Length at once, a streamed body once it is past the limit).
 */
export async function readLimited(c: Context, maxBytes: number): Promise<Uint8Array> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge(maxBytes);
    },
  });
  try {
    await limit(c, async () => {});
    return new Uint8Array(await c.req.raw.arrayBuffer());
  } catch (error) {
    throw error instanceof ApiError ? error : unreadable();
  }
}

/**
 * The request body as parsed JSON: 413 past maxBytes, 400 for bytes that are not
 * UTF-8 or not JSON. Throws ApiError only, so a client can never cause a 500 here.
 * With allowEmpty, a blank body reads as undefined (for calls whose body is optional).
 */
export async function readJsonBody(
  c: Context,
  maxBytes: number,
  { allowEmpty = false }: { allowEmpty?: boolean } = {},
): Promise<unknown> {
  const bytes = await readLimited(c, maxBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ApiError(400, 'invalid_encoding', 'The body must be UTF-8 text.');
  }
  if (allowEmpty && text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The body is not valid JSON.');
  }
}
