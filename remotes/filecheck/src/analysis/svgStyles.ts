// The CSS an SVG carries (style= attributes, <style> sheets, an xml-stylesheet), read only as far
// as the SVG preflight needs: a sheet's rules, each rule's declarations (cssDeclarations.ts) and the
// elements it can reach (cssSelectorSubject.ts), and what the sheet @imports. One pass over the
// sheet, as the readers in cssScanning.ts: the file is hostile until read.

import { type Declaration, parseDeclarations } from './cssDeclarations.ts';
import { cssUnescape, next, stringEnd, withoutComments } from './cssScanning.ts';
import { parseSelectors, type Subject } from './cssSelectorSubject.ts';

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
