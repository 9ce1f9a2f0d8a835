// Test support: the queries a visitor could type for the FAQ's own words, for the tests that
// hold the search to one answer everywhere. Every word of every question and answer, its
// plural, a one-letter typo of each word of five letters or more, and a British spelling
// where one is a letter away (color → colour, -ize → -ise, center → centre); stop words,
// which search sets aside, left out.
import { stopWords } from '@pod/faq-search/engine';
import { faqs } from '../../content/faqs.ts';

/** A text's words as a visitor reads them: letters and digits. */
export const wordsIn = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

const words = [
  ...new Set(
    faqs.flatMap((entry) =>
      [entry.question, ...entry.answer].flatMap((text) =>
        wordsIn(text).filter((word) => !stopWords.has(word)),
      ),
    ),
  ),
].sort();

/** The plural of a singular word; undefined for a word already plural (or one that reads so), a number or a letter. */
const plural = (word: string): string | undefined => {
  if (!/^[a-z]{3,}$/.test(word)) return undefined;
  if (/(ss|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (word.endsWith('s')) return undefined;
  return /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
};

/** One letter changed in the middle of the word: to the letter after it in the alphabet. */
const typo = (word: string) => {
  const at = Math.floor(word.length / 2);
  const letter = word[at] === 'z' ? 'a' : String.fromCharCode((word.charCodeAt(at) || 97) + 1);
  return `${word.slice(0, at)}${letter}${word.slice(at + 1)}`;
};

const british = (word: string): string | undefined => {
  if (/[^aeiou]or(s)?$/.test(word) && word.length >= 5) return word.replace(/or(s?)$/, 'our$1');
  if (word.length >= 6 && /iz(e|es|ed|ing)$/.test(word)) return word.replace(/iz(e|es|ed|ing)$/, 'is$1');
  if (/[^aeiou]er$/.test(word) && /^(center|meter|fiber|liter|theater)$/.test(word))
    return word.replace(/er$/, 're');
  return undefined;
};

export interface FaqQuery {
  /** What it is: a word of the FAQ, or what was made of it. */
  kind: 'word' | 'plural' | 'typo' | 'british';
  /** The FAQ's own word it was made from. */
  word: string;
  query: string;
}

/** Every query, once each. */
export const faqQueries: readonly FaqQuery[] = words.flatMap((word) => {
  const made: FaqQuery[] = [{ kind: 'word', word, query: word }];
  const many = plural(word);
  if (many) made.push({ kind: 'plural', word, query: many });
  if (word.length >= 5) made.push({ kind: 'typo', word, query: typo(word) });
  const spelled = british(word);
  if (spelled) made.push({ kind: 'british', word, query: spelled });
  return made;
});
