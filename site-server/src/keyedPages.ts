// A page that differs per view only by its form's key (`/contact`: a fresh key each GET, so a
// page is one message): compressed once, around the key, and put together per view. The page is
// cut where the key goes; each part is compressed once as its own run of DEFLATE blocks, ending
// byte-aligned (a sync flush); a view's key goes between them as a stored (uncompressed) block,
// inside one gzip member whose checksum and length are the view's (RFC 1951 3.2.4, RFC 1952).
// Brotli has no such seams, so these views go out gzip, a few hundred bytes more than brotli,
// for a fraction of a millisecond of work instead of a compression each.
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import { crc32Combine } from './crc32Combine.ts';

const deflateRawAsync = promisify(deflateRaw);

/** Where a view's key goes in the page kept for everyone: letters a visitor never sends. */
export const KEY_MARK = `podViewKey${randomBytes(16).toString('hex')}`;

/** A page cut where its key goes, each part raw, compressed and checksummed. */
export interface KeyedPage {
  parts: Buffer[];
  deflated: Buffer[];
  /** Each part's CRC-32: a view's checksum is combined from them and its key's. */
  crcs: number[];
}

/** `html` (holding KEY_MARK where each key goes) cut and compressed once, on the thread pool. */
export async function keyedPage(html: string): Promise<KeyedPage> {
  const parts = html.split(KEY_MARK).map((part) => Buffer.from(part));
  const deflated = await Promise.all(
    parts.map((part, at) =>
      deflateRawAsync(part, {
        level: 9,
        finishFlush: at === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    ),
  );
  return { parts, deflated, crcs: parts.map((part) => crc32(part)) };
}

/** The view with `key` in each place, as sent without compression. */
export const plainView = (page: KeyedPage, key: string): Buffer =>
  Buffer.concat(page.parts.flatMap((part, at) => (at === 0 ? [part] : [Buffer.from(key), part])));

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored DEFLATE block's header: not the last block, its length and that length's complement. */
const STORED_HEADER_BYTES = 5;

/** The view with `key` (at most 65,535 bytes) in each place, as one gzip member, written into one buffer. */
export function gzipView(page: KeyedPage, key: string): Buffer {
  const value = Buffer.from(key);
  const places = page.parts.length - 1;
  let length = GZIP_HEADER.length + places * (STORED_HEADER_BYTES + value.length) + 8;
  for (const deflated of page.deflated) length += deflated.length;
  const out = Buffer.allocUnsafe(length);
  let at = GZIP_HEADER.copy(out, 0);
  const keyCrc = crc32(value);
  let crc = 0;
  let size = 0;
  page.parts.forEach((part, index) => {
    if (index > 0) {
      out.writeUInt8(0, at);
      out.writeUInt16LE(value.length, at + 1);
      out.writeUInt16LE(~value.length & 0xffff, at + 3);
      at += STORED_HEADER_BYTES;
      at += value.copy(out, at);
      crc = crc32Combine(crc, keyCrc, value.length);
      size += value.length;
    }
    at += (page.deflated[index] as Buffer).copy(out, at);
    crc = crc32Combine(crc, page.crcs[index] as number, part.length);
    size += part.length;
  });
  out.writeUInt32LE(crc >>> 0, at);
  out.writeUInt32LE(size >>> 0, at + 4);
  return out;
}
