// What a property value refers to (url()s, strings, functions), read as the browser reads it, so
// an escaped or quoted reference is found as surely as a plain one.
import { isSpace, next, readEscape, readIdent, readString } from './cssScanning.ts';

/** What a property value holds, read as the browser's tokenizer reads it (escapes resolved). */
export interface ValueParts {
  /** What each url() holds. */
  urls: string[];
  /** Quoted strings (image-set() takes URLs as bare strings). */
  strings: string[];
  /** Function names, lower case: var, blur, drop-shadow… */
  functions: string[];
}

const valueToken = /["']|[\w\u0080-\uffff\\-]/g;
const urlEnd = /[\\)]/g;

export function readValue(value: string): ValueParts {
  const parts: ValueParts = { urls: [], strings: [], functions: [] };
  let found = next(valueToken, value, 0);
  while (found) {
    let at = found.index;
    if (found[0] === '"' || found[0] === "'") {
      const [text, after] = readString(value, at);
      parts.strings.push(text.trim());
      found = next(valueToken, value, after);
      continue;
    }
    const [name, end] = readIdent(value, at);
    at = Math.max(end, at + 1);
    if (value[at] === '(') {
      at++;
      const lower = name.toLowerCase();
      if (lower !== 'url') parts.functions.push(lower);
      else {
        while (isSpace(value[at])) at++;
        if (value[at] === '"' || value[at] === "'") {
          const [text, after] = readString(value, at);
          parts.urls.push(text.trim());
          at = after;
        } else {
          // An unquoted URL runs to the `)`; an escaped `)` is part of it.
          const pieces: string[] = [];
          for (;;) {
            const stop = next(urlEnd, value, at);
            pieces.push(value.slice(at, stop ? stop.index : value.length));
            if (!stop || stop[0] === ')') {
              at = stop ? stop.index + 1 : value.length;
              break;
            }
            const [character, after] = readEscape(value, stop.index + 1);
            pieces.push(character);
            at = after;
          }
          parts.urls.push(pieces.join('').trim());
        }
      }
    }
    found = next(valueToken, value, at);
  }
  return parts;
}
