import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

// An HTTP proxy in front of the e2e server that counts what reaches it, path by path: a file the
// browser took from its own cache never gets here, which the browser's events alone do not tell.

export interface CountingProxy {
  /** http://127.0.0.1:<port>: the pages' origin. */
  origin: string;
  /** How many requests for paths matching `path` reached the server. */
  hits(path: RegExp): number;
  close(): Promise<void>;
}

export function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const seen: string[] = [];
  const server = createServer((incoming, outgoing) => {
    seen.push(new URL(incoming.url ?? '/', 'http://proxy').pathname);
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        hits: (path) => seen.filter((seenPath) => path.test(seenPath)).length,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
