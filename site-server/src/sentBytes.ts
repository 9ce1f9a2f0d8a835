/**
 * A kept body as the answer's bytes, without copying it: a view of the same memory. A page or
 * file is sent thousands of times a second in a spike; a copy each time is work and garbage.
 */
export function sentBytes(body: Buffer): Uint8Array<ArrayBuffer> {
  // Node's Buffers are never backed by a SharedArrayBuffer here (readFile, zlib, Buffer.from).
  return new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
}
