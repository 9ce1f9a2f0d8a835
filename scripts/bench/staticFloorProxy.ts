// The "static floor": the same pages served with every script removed, so each bench run
// shows how far the real pages are from the fastest these pages can be on this machine.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';

/** The HTML minus scripts and script preloads (JSON data blocks go too: nothing reads them). */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="preload"[^>]*as="(script|fetch)"[^>]*>/gi, '')
    .replace(/<link\b[^>]*as="(script|fetch)"[^>]*rel="preload"[^>]*>/gi, '');
}

// Headers that belong to one hop or to the body as the site encoded it: the proxy sends its own.
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'etag',
]);

/**
 * A proxy in front of `origin`. `stripScripts: true` (the floor) strips scripts from every
 * HTML response; false (the site) passes pages as they are, so that site and floor take the
 * same hop and differ only in their scripts. Every other response header is the site's own:
 * a floor without them once hid what a header costs (Cross-Origin-Opener-Policy, about 200 ms
 * of blocking time in a fresh tab; docs/performance.md).
 */
export async function startStaticFloorProxy(
  origin: string,
  { stripScripts: strip = true }: { stripScripts?: boolean } = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(`${origin}${request.url ?? '/'}`, {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = Buffer.from(await upstream.arrayBuffer());
      const out =
        strip && type.startsWith('text/html') ? Buffer.from(stripScripts(body.toString('utf8'))) : body;
      const headers: Record<string, string> = {};
      for (const [name, value] of upstream.headers) if (!HOP_HEADERS.has(name)) headers[name] = value;
      headers['content-type'] = type;
      // Compressed like the real site, so only the scripts differ.
      const compressible = /^(text\/|application\/(json|javascript)|image\/svg)/.test(type);
      if (compressible && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        headers['content-encoding'] = 'br';
        response.writeHead(upstream.status, headers);
        response.end(brotliCompressSync(out));
        return;
      }
      response.writeHead(upstream.status, headers);
      response.end(out);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
