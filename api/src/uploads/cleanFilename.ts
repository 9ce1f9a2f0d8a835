const MAX_LENGTH = 200;

/**
 * A filename fit for display: no folders, control or bidi-override characters,
 * whitespace collapsed, at most 200 characters. Storage keys never use it.
 */
export function cleanFilename(raw: string, fallback = 'image'): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // Control (Cc) and format (Cf: bidi overrides, zero-width, BOM) characters.
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...cleaned];
  const short = chars.length > MAX_LENGTH ? chars.slice(0, MAX_LENGTH).join('') : cleaned;
  return short === '' || short === '.' || short === '..' ? fallback : short;
}
