import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { StoredObject } from '../../storage/objectStorage.ts';

/** An object from storage as a 200: its type and length; a HEAD gets no body (the stream is let go). */
export function sendStoredObject(
  c: Context,
  object: StoredObject,
  contentType: string,
  headers: Record<string, string>,
): Response {
  const all = { ...headers, 'Content-Type': contentType, 'Content-Length': String(object.size) };
  if (c.req.method === 'HEAD') {
    object.body.destroy();
    return c.body(null, 200, all);
  }
  return c.body(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, 200, all);
}
