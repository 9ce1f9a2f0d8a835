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

/** A proxy in front of `origin` that strips scripts from every HTML response. */
export async function startStaticFloorProxy(
  origin: string,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(`${origin}${request.url ?? '/'}`, {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = Buffer.from(await upstream.arrayBuffer());
      const out = type.startsWith('text/html') ? Buffer.from(stripScripts(body.toString('utf8'))) : body;
      const headers: Record<string, string> = { 'content-type': type };
      const cache = upstream.headers.get('cache-control');
      if (cache) headers['cache-control'] = cache;
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
