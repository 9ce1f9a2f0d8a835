import { createHash } from 'node:crypto';

/**
 * A weak validator for a body: the same bytes, the same tag. Weak because one page is sent as
 * brotli, gzip or plain bytes under the one tag (RFC 9110 §8.8.1).
 */
export function weakTagOf(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names `tag`: `*`, or any tag of its list compared weakly (the
 * `W/` prefix ignored on both sides), as RFC 9110 §13.1.2 asks for a GET or HEAD.
 */
export function noneMatchHits(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === wanted);
}
