// The CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine, which Node
// does not expose), so a keyed page's checksum costs a view a few dozen XORs instead of a pass
// over the whole page. A CRC register after n more zero bytes is a linear map of the register:
// a 32×32 matrix over GF(2), kept here as its 32 columns and worked out once per length.

type Operator = Uint32Array;

/** The operator applied to `vector` (the XOR of the columns its set bits pick). */
function apply(operator: Operator, vector: number): number {
  let sum = 0;
  for (let bit = 0, rest = vector >>> 0; rest !== 0; bit++, rest >>>= 1)
    if (rest & 1) sum ^= operator[bit] as number;
  return sum >>> 0;
}

/** `second` after `first`, as one operator. */
function compose(second: Operator, first: Operator): Operator {
  const out = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit++) out[bit] = apply(second, first[bit] as number);
  return out;
}

/** One zero bit through the reflected CRC-32 register (polynomial 0xEDB88320). */
function oneZeroBit(): Operator {
  const operator = new Uint32Array(32);
  operator[0] = 0xedb88320;
  for (let bit = 1; bit < 32; bit++) operator[bit] = 1 << (bit - 1);
  return operator;
}

const ONE_ZERO_BYTE = [1, 2, 3].reduce((operator) => compose(operator, operator), oneZeroBit());
const IDENTITY = Uint32Array.from({ length: 32 }, (_, bit) => (1 << bit) >>> 0);
const byLength = new Map<number, Operator>();

/** The operator for `bytes` zero bytes (squared up from one byte), kept per length. */
function zeroBytes(bytes: number): Operator {
  let operator = byLength.get(bytes);
  if (!operator) {
    operator = IDENTITY;
    let power = ONE_ZERO_BYTE;
    for (let rest = bytes; rest > 0; rest = Math.floor(rest / 2)) {
      if (rest % 2 === 1) operator = compose(power, operator);
      power = compose(power, power);
    }
    // A page has a handful of part lengths; a bound keeps an odd caller from growing it.
    if (byLength.size >= 256) byLength.clear();
    byLength.set(bytes, operator);
  }
  return operator;
}

/** The CRC-32 of A followed by B, from crc32(A), crc32(B) and B's length in bytes. */
export function crc32Combine(first: number, second: number, secondLength: number): number {
  return (apply(zeroBytes(secondLength), first) ^ second) >>> 0;
}
