import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface TricklingProxy {
  /** http://127.0.0.1:<port>: load pages from here instead of the site. */
  endpoint: string;
  close(): Promise<void>;
}

export interface Trickle {
  /** How many pieces the page's body is sent in. */
  pieces: number;
  /** The wait after each piece: long enough for the browser to paint what it has parsed. */
  pauseMs: number;
}

/**
 * An HTTP proxy in front of the site that sends each page (a request for a document) in pieces,
 * pausing between them, as a slow or lossy network does: the browser parses and may paint the
 * first part of the body before the rest arrives. Every other request passes straight through.
 */
export function startTricklingProxy(target: URL, trickle: Trickle): Promise<TricklingProxy> {
  const server = createServer((client, answer) => {
    const isDocument = client.headers['sec-fetch-dest'] === 'document';
    const headers: IncomingHttpHeaders = { ...client.headers, host: target.host };
    if (isDocument) {
      // Uncompressed, so the pieces are cut in the markup, and never a 304, so there is a body.
      headers['accept-encoding'] = 'identity';
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: client.method, path: client.url, headers },
      (response) => {
        if (!isDocument) {
          answer.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(answer);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('error', () => answer.destroy());
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const { 'content-length': _length, etag: _tag, ...kept } = response.headers;
          answer.writeHead(response.statusCode ?? 502, kept);
          void sendInPieces(Buffer.concat(chunks), answer, trickle);
        });
      },
    );
    upstream.on('error', () => answer.destroy());
    client.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        endpoint: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The head whole (it holds the styles), then the body in equal pieces with a pause after each. */
async function sendInPieces(
  html: Buffer,
  answer: NodeJS.WritableStream,
  { pieces, pauseMs }: Trickle,
): Promise<void> {
  const bodyStart = Math.max(0, html.indexOf('<body'));
  // Cut in bytes: a character split between pieces is put back together by the browser's decoder.
  answer.write(html.subarray(0, bodyStart));
  const size = Math.ceil((html.length - bodyStart) / pieces);
  for (let at = bodyStart; at < html.length; at += size) {
    await sleep(pauseMs);
    answer.write(html.subarray(at, at + size));
  }
  answer.end();
}
