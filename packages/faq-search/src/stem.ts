// A light English stemmer: a word's endings taken off so its forms meet ("shirts", "shirt";
// "pricing", "priced", "price": "pric"; "shipping", "shipped", "ships": "ship"; "policies",
// "policy": "polic"). A few lines instead of Porter's algorithm: the search runs in the head of
// the page too, and every way of searching runs this same function, so its forms always agree.

const ENDINGS = ['ing', 'ies', 'ied', 'ed', 'es', 's', 'e', 'y'];
const SHORTEST_STEM = 3;

/** The word without its ending, a doubled last consonant made single ("shipp" → "ship"). */
export function stem(word: string): string {
  for (const ending of ENDINGS) {
    // "address" keeps its double s; "addresses" loses "es".
    if (!word.endsWith(ending) || (ending === 's' && word.endsWith('ss'))) continue;
    const base = word.slice(0, -ending.length);
    if (base.length < SHORTEST_STEM) continue;
    return /([^aeiouslz])\1$/.test(base) ? base.slice(0, -1) : base;
  }
  return word;
}
