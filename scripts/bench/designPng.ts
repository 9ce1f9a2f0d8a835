// The file check's input: a large design as a phone visitor would choose it, made in memory so the
// bench needs no fixture on disk.
import { crc32, deflateSync } from 'node:zlib';

/** A 2000x2000 RGB PNG: a design on a white ground (a square of colour in the middle). */
export function png2000(): Buffer {
  const size = 2000;
  const row = Buffer.alloc(1 + size * 3, 255);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const line = Buffer.from(row);
    line[0] = 0;
    if (y > 500 && y < 1500) for (let x = 500; x < 1500; x++) line.set([200, 40, 90], 1 + x * 3);
    rows.push(line);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
