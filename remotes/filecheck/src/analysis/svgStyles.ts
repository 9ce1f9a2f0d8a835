// The CSS an SVG carries (style= attributes, <style> sheets, an xml-stylesheet), read only as far
// as the SVG preflight needs: the declarations, and which elements a rule can reach. A selector is
// matched on its last compound's type, #id and .classes; everything else in a selector only
// narrows what it matches, so leaving it out counts too many elements, never too few.
// Every reader here is one pass that jumps between the characters that matter: the file is
// hostile until read, and a value of a million quotes or brackets must not make it quadratic.

export interface Declaration {
  property: string;
  value: string;
}

/** The part of a selector that picks the styled element; null or empty matches any. */
export interface Subject {
  name: string | null;
  id: string | null;
  classes: string[];
}

export interface StyleRule {
  /** 'all' for a keyframe: an animation can give any element its declarations. */
  subjects: Subject[] | 'all';
  declarations: Declaration[];
}

export interface StyleSheet {
  rules: StyleRule[];
  /** What each @import asks for. */
  imports: string[];
}

/** The next match of a global or sticky `pattern` at or after `from`, or null. */
function next(pattern: RegExp, text: string, from: number): RegExpExecArray | null {
  pattern.lastIndex = from;
  return pattern.exec(text);
}

const inDoubleQuotes = /[\\"\n]/g;
const inSingleQuotes = /[\\'\n]/g;

/** The index just past the string that opens at `start` (an unclosed one ends at the line). */
function stringEnd(text: string, start: number): number {
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
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/** A CSS escape whose backslash is just before `at`: the character, and where reading goes on. */
function readEscape(text: string, at: number): [string, number] {
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
function readString(text: string, start: number): [string, number] {
  const end = stringEnd(text, start);
  const closed = end - 1 > start && text[end - 1] === text[start];
  return [cssUnescape(text.slice(start + 1, closed ? end - 1 : end).replace(/\\\n/g, '')), end];
}

const nameRun = /[\w\u0080-\uffff-]+/y;

/** An identifier from `start`, its CSS escapes (`\61`, `\.`) resolved. */
function readIdent(text: string, start: number): [string, number] {
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

const commentOrString = /\/\*|["']/g;

function withoutComments(text: string): string {
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
function scanTopLevel(
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
function splitTopLevel(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let from = 0;
  scanTopLevel(text, nesting[separator], (index, after) => {
    parts.push(text.slice(from, index));
    from = after;
  });
  parts.push(text.slice(from));
  return parts;
}

export function parseDeclarations(text: string): Declaration[] {
  const declarations: Declaration[] = [];
  for (const part of splitTopLevel(withoutComments(text), ';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    // `fil\74 er` names the filter property as well as `filter` does.
    const property = cssUnescape(part.slice(0, colon).trim()).toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim();
    if (property) declarations.push({ property, value });
  }
  return declarations;
}

const combinator = /[\\"'()[\]>+~\s]/g;
const compoundPart = /[\\[(#.:\w\u0080-\uffff-]/g;

function subjectOf(selector: string): Subject {
  const text = selector.trim();
  // The last compound selector, after the last combinator.
  let start = 0;
  scanTopLevel(text, combinator, (_, after) => {
    start = after;
  });
  const compound = text.slice(start);
  const subject: Subject = { name: null, id: null, classes: [] };
  // `*`, `&` and `|` match any element: only the parts below narrow the match.
  let found = next(compoundPart, compound, 0);
  while (found) {
    const c = found[0];
    let at = found.index;
    if (c === '[' || c === '(') {
      // Attribute selectors and pseudo-class arguments only narrow the match.
      const close = c === '[' ? ']' : ')';
      let depth = 0;
      const special = c === '[' ? /[\\"'[\]]/g : /[\\"'()]/g;
      let inner = next(special, compound, at);
      while (inner) {
        at = inner.index + 1;
        if (inner[0] === '\\') at++;
        else if (inner[0] === '"' || inner[0] === "'") at = stringEnd(compound, inner.index);
        else if (inner[0] === c) depth++;
        else if (inner[0] === close && --depth === 0) break;
        inner = next(special, compound, at);
      }
      if (!inner) at = compound.length;
    } else if (c === '#' || c === '.' || c === ':') {
      const [ident, end] = readIdent(compound, c === ':' && compound[at + 1] === ':' ? at + 2 : at + 1);
      if (c === '#') subject.id = ident;
      if (c === '.' && ident) subject.classes.push(ident);
      at = Math.max(end, at + 1);
    } else {
      const [ident, end] = readIdent(compound, at);
      at = Math.max(end, at + 1);
      // `ns|rect` names rect in a namespace.
      if (compound[end] !== '|' || compound[end + 1] === '=') subject.name = ident.toLowerCase();
    }
    found = next(compoundPart, compound, at);
  }
  return subject;
}

export function parseSelectors(text: string): Subject[] {
  return splitTopLevel(text, ',').map(subjectOf);
}

const importTarget = /^@import\s+(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|"([^"]*)"|'([^']*)')/i;
const sheetPart = /[\\"'(){};]/g;

interface Block {
  prelude: string;
  /** A style rule (not an at-rule): its body is declarations. */
  rule: boolean;
  keyframes: boolean;
  body: string[];
}

/**
 * The rules and imports of a style sheet; null past `bounds` (more rules, or blocks nested
 * deeper, than a drawing's sheet has), where reading on would itself be the cost.
 */
export function parseStyleSheet(
  text: string,
  bounds: { maxRules: number; maxDepth: number },
): StyleSheet | null {
  const css = withoutComments(text);
  const rules: StyleRule[] = [];
  const imports: string[] = [];
  const open: Block[] = [];
  const close = (block: Block) => {
    if (!block.rule) return;
    rules.push({
      subjects: block.keyframes ? 'all' : parseSelectors(block.prelude),
      declarations: parseDeclarations(block.body.join('')),
    });
  };
  let from = 0;
  let depth = 0;
  let found = next(sheetPart, css, 0);
  while (found) {
    const c = found[0];
    const here = found.index;
    let at = here + 1;
    if (c === '\\') at++;
    else if (c === '"' || c === "'") at = stringEnd(css, here);
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const top = open[open.length - 1];
      if (c === ';') {
        if (top?.rule) top.body.push(css.slice(from, at));
        else {
          const target = importTarget.exec(cssUnescape(css.slice(from, here).trim()));
          if (target) imports.push(target.slice(1).find((part) => part !== undefined) ?? '');
        }
      } else if (c === '{') {
        if (open.length >= bounds.maxDepth) return null;
        // Text since the last `;`, `{` or `}`: a selector, or an at-rule's prelude.
        const prelude = css.slice(from, here).trim();
        if (top?.rule) top.body.push(';');
        open.push({
          prelude,
          rule: !prelude.startsWith('@'),
          keyframes: (top?.keyframes ?? false) || /^@(-[a-z]+-)?keyframes\b/i.test(cssUnescape(prelude)),
          body: [],
        });
      } else if (c === '}') {
        open.pop();
        if (top) {
          top.body.push(css.slice(from, here));
          close(top);
          if (rules.length > bounds.maxRules) return null;
        }
      }
      from = at;
    }
    found = next(sheetPart, css, at);
  }
  // The end of the sheet closes whatever is still open, as it does for the browser.
  let tail = css.slice(from);
  for (const unclosed of open.reverse()) {
    unclosed.body.push(tail);
    close(unclosed);
    tail = '';
  }
  return rules.length > bounds.maxRules ? null : { rules, imports };
}
