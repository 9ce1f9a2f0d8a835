import type { Context } from 'hono';
import type { CompressedBodies } from './staticFiles.ts';

/** Whether the client takes a compressed body at all (brotli or gzip). */
export function acceptsCompressed(c: Context): boolean {
  return /\b(br|gzip)\b/.test(c.req.header('Accept-Encoding') ?? '');
}

/** True when the client takes a gzip body. */
export const acceptsGzip = (c: Context): boolean => /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '');

/** The encoding the client is sent a compressed body in: brotli, else gzip, else none. */
export function acceptedEncoding(c: Context): 'br' | 'gzip' | undefined {
  const accept = c.req.header('Accept-Encoding') ?? '';
  if (/\bbr\b/.test(accept)) return 'br';
  return /\bgzip\b/.test(accept) ? 'gzip' : undefined;
}

/** The best body the client accepts: brotli, else gzip, else plain (static files and composed pages). */
export function pickEncoding(
  c: Context,
  file: { body: Buffer } & Partial<CompressedBodies>,
): { body: Buffer; encoding?: string } {
  const accept = c.req.header('Accept-Encoding') ?? '';
  if (file.brotli && /\bbr\b/.test(accept)) return { body: file.brotli, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(accept)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}
