import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorProbeSource } from './errorProbe.ts';

// For engines with no page-error events over their protocol (WebKit over WebDriver classic): an
// HTTP proxy in front of a site that serves the error probe at PROBE_PATH and puts
// <script src=PROBE_PATH> first in every HTML page's <head>. Same origin as the pages, so the
// site's CSP (script-src 'self' plus hashes of its own inline scripts) lets it run, unchanged.

export const PROBE_PATH = '/__engine-error-probe.js';

export interface ProbeProxy {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The HTTP status of the last HTML page served at this path (and query), as the browser got it. */
  statusOf(path: string): number | undefined;
  close(): Promise<void>;
}

/** `port` 0: any free port. */
export function startErrorProbeProxy(target: string, port = 0): Promise<ProbeProxy> {
  const upstream = new URL(target);
  const statuses = new Map<string, number>();
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url === PROBE_PATH) {
      outgoing.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      outgoing.end(errorProbeSource);
      return;
    }
    // Uncompressed, so the HTML can be changed on the way; the Host header stays the proxy's.
    const headers = { ...incoming.headers, 'accept-encoding': 'identity' };
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        statuses.set(incoming.url ?? '', answer.statusCode ?? 0);
        // Streamed as it arrives (a page sent slowly stays slow): held only until its <head> tag.
        const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, rest);
        let held = '';
        let injected = false;
        answer.on('data', (chunk: Buffer) => {
          if (injected) {
            outgoing.write(chunk);
            return;
          }
          held += chunk.toString('utf8');
          const head = /<head\b[^>]*>/i.exec(held);
          if (!head) return;
          const at = head.index + head[0].length;
          outgoing.write(`${held.slice(0, at)}<script src="${PROBE_PATH}"></script>${held.slice(at)}`);
          injected = true;
        });
        answer.on('end', () => outgoing.end(injected ? undefined : held));
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        statusOf: (path) => statuses.get(path),
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
