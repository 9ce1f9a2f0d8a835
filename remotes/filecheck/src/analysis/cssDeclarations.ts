// A style= attribute's or a rule's declarations: property and value, escapes in the name resolved.
import { cssUnescape, splitTopLevel, withoutComments } from './cssScanning.ts';

export interface Declaration {
  property: string;
  value: string;
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
