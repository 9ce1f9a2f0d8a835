// Which elements a selector can reach: its last compound's type, #id and .classes. Everything else
// in a selector only narrows what it matches, so leaving it out counts too many elements, never too few.
import { next, readIdent, scanTopLevel, splitTopLevel, stringEnd } from './cssScanning.ts';

/** The part of a selector that picks the styled element; null or empty matches any. */
export interface Subject {
  name: string | null;
  id: string | null;
  classes: string[];
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
