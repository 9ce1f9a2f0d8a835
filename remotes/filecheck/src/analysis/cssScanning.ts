// The CSS tokenizer's readers that the SVG style reader is built from: strings, escapes,
// identifiers, comments, and splitting outside brackets. Every reader here is one pass that jumps
// between the characters that matter: the file is hostile until read, and a value of a million
// quotes or brackets must not make it quadratic.

/** The next match of a global or sticky `pattern` at or after `from`, or null. */
export function next(pattern: RegExp, text: string, from: number): RegExpExecArray | null {
  pattern.lastIndex = from;
  return pattern.exec(text);
}

const inDoubleQuotes = /[\\"\n]/g;
const inSingleQuotes = /[\\'\n]/g;

/** The index just past the string that opens at `start` (an unclosed one ends at the line). */
export function stringEnd(text: string, start: number): number {
  const special = text[start] === '"' ? inDoubleQuotes : inSingleQuotes;
  let from = start + 1;
  for (;;) {
    const found = next(special, text, from);
    if (!found) return text.length;
    if (found[0] === '\\') from = found.index + 2;
    else return found[0] === '\n' ? found.index : found.index + 1;
  }
}

const hexDigits = /[0-9a-fA-F]{1,6}/y;
export const isSpace = (c: string | undefined) =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/** A CSS escape whose backslash is just before `at`: the character, and where reading goes on. */
export function readEscape(text: string, at: number): [string, number] {
  const hex = next(hexDigits, text, at);
  if (hex) {
    const code = Number.parseInt(hex[0], 16);
    const after = at + hex[0].length;
    return [
      String.fromCodePoint(code > 0 && code <= 0x10ffff ? code : 0xfffd),
      isSpace(text[after]) ? after + 1 : after,
    ];
  }
  if (at >= text.length) return ['\ufffd', at];
  return [text[at] as string, at + 1];
}

/** Text with its CSS escapes resolved (`fil\74 er` is `filter`). */
export function cssUnescape(text: string): string {
  if (!text.includes('\\')) return text;
  const parts: string[] = [];
  let at = 0;
  for (;;) {
    const slash = text.indexOf('\\', at);
    if (slash < 0) break;
    parts.push(text.slice(at, slash));
    const [character, after] = readEscape(text, slash + 1);
    parts.push(character);
    at = after;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** A string token from its opening quote: its value, and the index past it. */
export function readString(text: string, start: number): [string, number] {
  const end = stringEnd(text, start);
  const closed = end - 1 > start && text[end - 1] === text[start];
  return [cssUnescape(text.slice(start + 1, closed ? end - 1 : end).replace(/\\\n/g, '')), end];
}

const nameRun = /[\w\u0080-\uffff-]+/y;

/** An identifier from `start`, its CSS escapes (`\61`, `\.`) resolved. */
export function readIdent(text: string, start: number): [string, number] {
  const parts: string[] = [];
  let at = start;
  for (;;) {
    const run = next(nameRun, text, at);
    if (run) {
      parts.push(run[0]);
      at += run[0].length;
    }
    if (text[at] !== '\\') return [parts.join(''), at];
    const [character, after] = readEscape(text, at + 1);
    parts.push(character);
    at = after;
  }
}

const commentOrString = /\/\*|["']/g;

export function withoutComments(text: string): string {
  if (!text.includes('/*')) return text;
  const parts: string[] = [];
  let from = 0;
  let found = next(commentOrString, text, 0);
  while (found) {
    let at: number;
    if (found[0] === '/*') {
      parts.push(text.slice(from, found.index), ' ');
      const close = text.indexOf('*/', found.index + 2);
      at = close < 0 ? text.length : close + 2;
      from = at;
    } else {
      at = stringEnd(text, found.index);
    }
    found = next(commentOrString, text, at);
  }
  parts.push(text.slice(from));
  return parts.join('');
}

const nesting = { ',': /[\\"'()[\],]/g, ';': /[\\"'()[\];]/g } as const;

/**
 * The one bracket-aware scan: jumps between the characters `special` matches, past escapes,
 * strings, brackets and parentheses, and hands each other one found outside them to `atTopLevel`
 * (where it stands, and where the scan goes on). `special` must match backslashes, quotes, brackets and parentheses.
 */
export function scanTopLevel(
  text: string,
  special: RegExp,
  atTopLevel: (index: number, after: number) => void,
): void {
  let depth = 0;
  let found = next(special, text, 0);
  while (found) {
    const c = found[0];
    let at = found.index + 1;
    if (c === '\\') at++;
    else if (c === '"' || c === "'") at = stringEnd(text, found.index);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) atTopLevel(found.index, at);
    found = next(special, text, at);
  }
}

/** Splits on `separator` outside strings, brackets and parentheses. */
export function splitTopLevel(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let from = 0;
  scanTopLevel(text, nesting[separator], (index, after) => {
    parts.push(text.slice(from, index));
    from = after;
  });
  parts.push(text.slice(from));
  return parts;
}
