// Visitors who hold an image open: a stored image large enough to stall its body, and a raw TCP
// reader that asks for a path, takes the first bytes, then stops reading.
import { connect, type Socket } from 'node:net';
import type { SqlClient } from '../../src/db/sqlClient.ts';
import { ProductImages } from '../../src/gallery/productImages.ts';
import type { ObjectStorage } from '../../src/storage/objectStorage.ts';

/** More than loopback socket buffers hold, so a reader that stops stalls the body. */
export const LARGE_BYTES = 32 * 1024 * 1024;

/** Stores `bytes` as images/<filename> and records it as a product image; its id. */
export async function storeImage(
  storage: ObjectStorage,
  sql: SqlClient,
  filename: string,
  bytes: Buffer,
): Promise<string> {
  const objectPath = `images/${filename}`;
  await storage.put(objectPath, bytes, 'image/png');
  return new ProductImages(sql).insert({
    filename,
    objectPath,
    contentType: 'image/png',
    size: bytes.length,
  });
}

export interface StalledReader {
  socket: Socket;
  /** The start of the answer, as text (the status line and headers). */
  head: string;
  /** The first chunk as it came. */
  first: Buffer;
}

/**
 * Asks for `path` from `localAddress`, then pauses after the first chunk. Its socket is added to
 * `held`, for the test to destroy at the end.
 */
export function stalledReader(
  held: Socket[],
  port: number,
  path: string,
  localAddress = '127.0.0.1',
): Promise<StalledReader> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    });
    held.push(socket);
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve({ socket, head: chunk.toString('latin1', 0, 200), first: chunk });
    });
    socket.once('error', reject);
  });
}
