// The words of a text a search matched, marked: a word whose term matched, or a part of a
// hyphenated word when only that part did.
import { searchTerm } from './searchTerm.ts';
import { PART_PATTERN, WORD_PATTERN } from './searchWords.ts';

export interface TextSegment {
  text: string;
  marked: boolean;
}

/** The text in runs, the words whose terms are in `matched` marked. */
export function highlightMatches(text: string, matched: ReadonlySet<string>): TextSegment[] {
  const marks: [start: number, end: number][] = [];
  const isMatch = (word: string) => {
    const term = searchTerm(word);
    return term !== null && matched.has(term);
  };
  for (const found of text.matchAll(WORD_PATTERN)) {
    const word = found[0];
    if (isMatch(word)) {
      marks.push([found.index, found.index + word.length]);
      continue;
    }
    if (!word.includes('-')) continue;
    for (const part of word.matchAll(PART_PATTERN))
      if (isMatch(part[0])) marks.push([found.index + part.index, found.index + part.index + part[0].length]);
  }
  const segments: TextSegment[] = [];
  let last = 0;
  for (const [start, end] of marks) {
    if (start > last) segments.push({ text: text.slice(last, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    last = end;
  }
  if (last < text.length) segments.push({ text: text.slice(last), marked: false });
  return segments;
}
