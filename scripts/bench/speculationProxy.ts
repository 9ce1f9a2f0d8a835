// A pass-through proxy in front of the site for the navigation benchmark. Every variant goes
// through it, so they differ only in what it changes: nothing, or speculation rules written into
// each page's head (with their CSP hash), or a response header dropped (Cross-Origin-Opener-Policy).
// Bytes, caching headers and compression are the server's own; HTML it rewrites is sent brotli.
// It can also be the slow network itself (`shape`): Chromium does not prerender while DevTools
// emulates network conditions, so a prerender is only measured on a phone's network this way.
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';

/** A slow network: each response waits a round trip, then every body shares one downlink. */
export interface NetworkShape {
  latencyMs: number;
  downloadBytesPerSecond: number;
}

export interface ProxyChanges {
  /**
   * Speculation rules JSON written into every page's head as an inline script, allowed by its
   * hash; or the rules for each page by its path (none: the page is left as it is).
   */
  speculationRules?: string | ((path: string) => string | undefined);
  /** The page's own speculation rules are taken out (before any above are written in). */
  withoutPageRules?: boolean;
  /** Response headers removed (lower case). */
  dropHeaders?: readonly string[];
  /** Shape the network here instead of in the browser. */
  shape?: NetworkShape;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * One downlink for every response at once, as a phone's radio is: a chunk leaves once the chunks
 * before it (of any response) have, at the shaped rate. Each response first waits its round trip.
 */
export class ShapedLink {
  private freeAt = 0;
  private readonly shape: NetworkShape;
  constructor(shape: NetworkShape) {
    this.shape = shape;
  }

  /** The time (performance.now()) by which `bytes` handed over now have gone down the link. */
  arrival(bytes: number): number {
    const start = Math.max(performance.now(), this.freeAt);
    this.freeAt = start + (bytes / this.shape.downloadBytesPerSecond) * 1000;
    return this.freeAt;
  }

  /** Sends a response down the link; a failed or abandoned one stops taking its share. */
  async send(
    outgoing: ServerResponse,
    status: number,
    headers: IncomingHttpHeaders,
    body: Buffer | Readable,
  ) {
    try {
      await sleep(this.shape.latencyMs);
      if (outgoing.headersSent || outgoing.destroyed) return;
      outgoing.writeHead(status, headers);
      const chunks: AsyncIterable<Buffer> | Buffer[] = Buffer.isBuffer(body) ? [body] : body;
      for await (const whole of chunks) {
        // In packets' worth of bytes, so that responses sent at once share the link.
        for (let offset = 0; offset < whole.length; offset += 16_384) {
          if (outgoing.destroyed) return;
          const chunk = whole.subarray(offset, offset + 16_384);
          await sleep(this.arrival(chunk.length) - performance.now());
          outgoing.write(chunk);
        }
      }
      outgoing.end();
    } catch {
      outgoing.destroy();
    } finally {
      if (!Buffer.isBuffer(body) && outgoing.destroyed) body.destroy();
    }
  }
}

/** The HTML with the rules before </head>, and the CSP with the rules' hash in script-src. */
export function withSpeculationRules(
  html: string,
  csp: string | undefined,
  rules: string,
  withoutPageRules = false,
) {
  const hash = `'sha256-${createHash('sha256').update(rules, 'utf8').digest('base64')}'`;
  const page = withoutPageRules
    ? html.replace(/<script type="speculationrules">[\s\S]*?<\/script>/g, '')
    : html;
  return {
    html: rules
      ? page.replace('</head>', () => `<script type="speculationrules">${rules}</script></head>`)
      : page,
    // 'inline-speculation-rules': rules a script writes in at a press (prerender on press) are allowed too.
    csp: csp?.replace(
      /script-src ([^;]*)/,
      (_, sources: string) => `script-src ${sources} ${hash} 'inline-speculation-rules'`,
    ),
  };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

export async function startSpeculationProxy(
  origin: string,
  changes: ProxyChanges,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const upstream = new URL(origin);
  const rewritten = new Map<string, Buffer>();
  const link = changes.shape ? new ShapedLink(changes.shape) : undefined;
  const server: Server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
    const rules =
      typeof changes.speculationRules === 'function'
        ? changes.speculationRules(path)
        : changes.speculationRules;
    // Rules that change per page or over time: a page is fetched whole, never answered 304 from
    // a copy the browser holds with other rules (or none).
    // The browser's Host goes through, as a reverse proxy's does: the API refuses a POST whose
    // Origin (this proxy's) is not the host it was sent to.
    const requestHeaders = { ...incoming.headers };
    if (typeof changes.speculationRules === 'function' && !/\.[a-z0-9]{1,8}$/i.test(path))
      delete requestHeaders['if-none-match'];
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: requestHeaders,
      },
      (response) => {
        const headers: IncomingHttpHeaders = { ...response.headers };
        for (const name of changes.dropHeaders ?? []) delete headers[name];
        const isHtml = String(headers['content-type'] ?? '').startsWith('text/html');
        // A 304 has no page to rewrite: the browser keeps the one it has.
        if (!isHtml || !(rules || changes.withoutPageRules) || response.statusCode === 304) {
          if (link) return void link.send(outgoing, response.statusCode ?? 502, headers, response);
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const key = createHash('sha1')
            .update(raw)
            .update(rules ?? '')
            .update(String(changes.withoutPageRules))
            .digest('hex');
          const csp = headers['content-security-policy'];
          const page = withSpeculationRules(
            decode(raw, headers['content-encoding'] as string | undefined).toString('utf8'),
            typeof csp === 'string' ? csp : undefined,
            rules ?? '',
            changes.withoutPageRules,
          );
          let body = rewritten.get(key);
          if (!body) {
            body = brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
            rewritten.set(key, body);
          }
          if (page.csp) headers['content-security-policy'] = page.csp;
          headers['content-encoding'] = 'br';
          // Sent whole: its own length, never the upstream's chunking.
          delete headers['transfer-encoding'];
          headers['content-length'] = String(body.length);
          if (link) return void link.send(outgoing, response.statusCode ?? 502, headers, body);
          outgoing.writeHead(response.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    forwarded.on('error', (error) => {
      if (outgoing.headersSent) return void outgoing.destroy();
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(String(error));
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
