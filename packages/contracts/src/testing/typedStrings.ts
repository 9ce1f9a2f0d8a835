// Strings a visitor may type into a form, for the tests that an answer page gives each back
// exactly: every pattern String.replace reads in a replacement string, quotes, markup, NUL,
// lone surrogates, line breaks, the slot markers the server fills, and seeded random mixes of
// them. Test code only: no product module imports it.
import { FORM_KEY_SLOT } from '../formAnswer.ts';
import { STAFF_SLOT } from '../signedInStaff.ts';

const PIECES = [
  '$&',
  '$`',
  "$'",
  '$$',
  '$1',
  '$<name>',
  '$0',
  '"',
  "'",
  '<',
  '>',
  '&',
  '&amp;',
  '&quot;',
  '&#39;',
  '<b>',
  '</textarea>',
  '"/><script>x</script>',
  '" onfocus=alert(1) x="',
  "' style=color:red x='",
  ' type=submit formaction=/x ',
  '\0',
  '\ud800',
  '\udfff',
  '\n',
  '\r\n',
  '\t',
  ' ',
  'é',
  '😀',
  FORM_KEY_SLOT,
  STAFF_SLOT.username,
  STAFF_SLOT.id,
  'A',
  'z9',
];

/** A small seeded generator (mulberry32): the same strings on every run, so a failure repeats. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each piece alone, each between letters, and `mixes` random strings of up to 6 pieces. */
export function typedStrings(mixes = 200, seed = 7): string[] {
  const random = seeded(seed);
  const strings = [...PIECES, ...PIECES.map((piece) => `A${piece}B`), `$\` onfocus=alert(1) x `];
  for (let i = 0; i < mixes; i++) {
    const count = 1 + Math.floor(random() * 6);
    let text = '';
    for (let j = 0; j < count; j++) text += PIECES[Math.floor(random() * PIECES.length)];
    strings.push(text);
  }
  return strings;
}

/** What an HTML parser leaves of a typed string in a form control: NUL reads as U+FFFD, CR as LF. */
export const asParsed = (text: string): string => text.replace(/\r\n?/g, '\n').replace(/\0/g, '\ufffd');
