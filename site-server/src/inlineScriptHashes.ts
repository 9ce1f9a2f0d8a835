import { createHash } from 'node:crypto';

// A page answer leaves its hashes in the request's context; the Content-Security-Policy written
// for every response (the API's securityHeaders middleware, which mounts this server) reads them.
declare module 'hono' {
  interface ContextVariableMap {
    /** CSP hash sources of the inline scripts in the HTML this response carries. */
    inlineScriptHashes: readonly string[];
  }
}

// A classic or module <script> with no src, or inline speculation rules: the kinds a CSP hash
// source allows. Data blocks (application/json boot data, JSON-LD) are never run, so they need no hash.
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const RUNNABLE_TYPE = /^(|text\/javascript|module|application\/javascript|speculationrules)$/i;

function typeOf(attributes: string): string {
  return /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
}

// A composed page changes only with a deploy: its hashes are worked out once per page (the
// pages differ: a head script only some pages need is left out of the others). Bounded, so a
// long run of deploys cannot grow it without end.
const known = new Map<string, readonly string[]>();
const KEPT_PAGES = 256;

/**
 * The CSP sources ('sha256-…') that allow exactly the inline scripts of a page, so that the
 * shell's theme script runs before first paint while any other inline script stays blocked:
 * only the shell's template's scripts (a remote's HTML never gets a hash of its own), and of
 * those only the ones the page is sent with.
 */
export function inlineScriptHashes(template: string, page: string = template): readonly string[] {
  let hashes = known.get(page);
  if (!hashes) {
    if (known.size >= KEPT_PAGES) known.clear();
    const sent = new Set(hashesOf(page));
    hashes = hashesOf(template).filter((hash) => sent.has(hash));
    known.set(page, hashes);
  }
  return hashes;
}

function hashesOf(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || !RUNNABLE_TYPE.test(typeOf(attributes))) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
