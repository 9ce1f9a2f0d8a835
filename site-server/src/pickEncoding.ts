import type { Context } from 'hono';
import type { CompressedBodies } from './staticFiles.ts';

const NAMED = { br: /\bbr\b/, gzip: /\bgzip\b/ } as const;

/** True when the request's Accept-Encoding names `encoding`. */
export const accepts = (c: Context, encoding: 'br' | 'gzip'): boolean =>
  NAMED[encoding].test(c.req.header('Accept-Encoding') ?? '');

/** The encoding the client is sent a compressed body in: brotli, else gzip, else none. */
export function acceptedEncoding(c: Context): 'br' | 'gzip' | undefined {
  if (accepts(c, 'br')) return 'br';
  return accepts(c, 'gzip') ? 'gzip' : undefined;
}

/** The best body the client accepts: brotli, else gzip, else plain (static files and composed pages). */
export function pickEncoding(
  c: Context,
  file: { body: Buffer } & Partial<CompressedBodies>,
): { body: Buffer; encoding?: string } {
  if (file.brotli && accepts(c, 'br')) return { body: file.brotli, encoding: 'br' };
  if (file.gzip && accepts(c, 'gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}
