// Raw HTTP/1.1 over a TCP socket, for what an HTTP client library would not send
// (unknown methods, broken headers, a body cut off mid-way).
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: string;
}

export function parseResponse(text: string): RawResponse {
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: split === -1 ? '' : text.slice(split + 4),
  };
}

/** Opens a socket; `received` resolves with everything read once the server closes it. */
export function openSocket(port: number): Promise<{ socket: Socket; received: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
      });
      const received = new Promise<string>((done) => socket.once('close', () => done(text)));
      socket.on('error', () => {});
      resolve({ socket, received });
    });
    socket.once('error', reject);
  });
}

/** Sends the bytes and returns the response once the server closes the connection. */
export async function exchange(port: number, request: string | Buffer): Promise<RawResponse> {
  const { socket, received } = await openSocket(port);
  socket.write(request);
  return parseResponse(await received);
}
