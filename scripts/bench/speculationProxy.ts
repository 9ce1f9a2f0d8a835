// A pass-through proxy in front of the site for the navigation benchmark. Every variant goes
// through it, so they differ only in what it changes: nothing, or speculation rules written into
// each page's head (with their CSP hash), or a response header dropped (Cross-Origin-Opener-Policy).
// Bytes, caching headers and compression are the server's own; HTML it rewrites is sent brotli.
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';

export interface ProxyChanges {
  /** Speculation rules JSON written into every page's head as an inline script, allowed by its hash. */
  speculationRules?: string;
  /** Response headers removed (lower case). */
  dropHeaders?: readonly string[];
}

/** The HTML with the rules before </head>, and the CSP with the rules' hash in script-src. */
export function withSpeculationRules(html: string, csp: string | undefined, rules: string) {
  const hash = `'sha256-${createHash('sha256').update(rules, 'utf8').digest('base64')}'`;
  return {
    html: html.replace('</head>', () => `<script type="speculationrules">${rules}</script></head>`),
    csp: csp?.replace(/script-src ([^;]*)/, (_, sources: string) => `script-src ${sources} ${hash}`),
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
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (response) => {
        const headers: IncomingHttpHeaders = { ...response.headers };
        for (const name of changes.dropHeaders ?? []) delete headers[name];
        const isHtml = String(headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml || !changes.speculationRules) {
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const key = createHash('sha1').update(raw).digest('hex');
          const csp = headers['content-security-policy'];
          const page = withSpeculationRules(
            decode(raw, headers['content-encoding'] as string | undefined).toString('utf8'),
            typeof csp === 'string' ? csp : undefined,
            changes.speculationRules ?? '',
          );
          let body = rewritten.get(key);
          if (!body) {
            body = brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
            rewritten.set(key, body);
          }
          if (page.csp) headers['content-security-policy'] = page.csp;
          headers['content-encoding'] = 'br';
          headers['content-length'] = String(body.length);
          outgoing.writeHead(response.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    forwarded.on('error', (error) => {
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
