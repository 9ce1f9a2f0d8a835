// Plain node:http requests to a real server: a chosen local (client) address, one
// connection per request, and the raw status, headers and body as the server sent them.
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function httpRequest(options: {
  port: number;
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** The client's address, e.g. 127.0.0.2 (all of 127/8 is loopback on Linux). */
  localAddress?: string;
}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method,
        path: options.path,
        agent: false,
        headers: options.headers,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
