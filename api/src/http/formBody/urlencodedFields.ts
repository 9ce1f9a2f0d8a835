// application/x-www-form-urlencoded as the URL Standard parses it, except for one step: the
// standard decodes a name or value that is not UTF-8 to U+FFFD, this refuses it. The bytes are
// split and percent-decoded first and only then read as UTF-8, so a raw byte 0xFF and a typed
// `%ff` are one and the same thing: bytes that are not UTF-8.

const AMPERSAND = 0x26;
const EQUALS = 0x3d;
const PLUS = 0x2b;
const SPACE = 0x20;
const PERCENT = 0x25;

/** Thrown when a name or value, once percent-decoded, is not UTF-8. */
export class NotUtf8Error extends Error {
  constructor() {
    super('a form field is not UTF-8 once percent-decoded');
    this.name = 'NotUtf8Error';
  }
}

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/** `+` as a space and each `%XX` as its byte; a `%` not followed by two hex digits stays as sent. */
function percentDecoded(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i] as number;
    if (byte === PERCENT) {
      const high = hexValue(bytes[i + 1]);
      const low = hexValue(bytes[i + 2]);
      if (high >= 0 && low >= 0) {
        out[length++] = high * 16 + low;
        i += 2;
        continue;
      }
    }
    out[length++] = byte === PLUS ? SPACE : byte;
  }
  return out.subarray(0, length);
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function text(bytes: Uint8Array): string {
  try {
    return utf8.decode(percentDecoded(bytes));
  } catch {
    throw new NotUtf8Error();
  }
}

/** Every name and value pair of the body, in order; throws NotUtf8Error for any that is not UTF-8. */
export function urlencodedFields(body: Uint8Array): Array<[name: string, value: string]> {
  const fields: Array<[string, string]> = [];
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf(AMPERSAND, start);
    if (end === -1) end = body.length;
    const sequence = body.subarray(start, end);
    start = end + 1;
    if (sequence.length === 0) continue;
    const equals = sequence.indexOf(EQUALS);
    const name = equals === -1 ? sequence : sequence.subarray(0, equals);
    const value = equals === -1 ? new Uint8Array(0) : sequence.subarray(equals + 1);
    fields.push([text(name), text(value)]);
  }
  return fields;
}
