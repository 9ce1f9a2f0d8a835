// A query as every way of searching reads it: the server's `?q=` answer, the head's filter and
// the island start from the same text, so the box the server writes holds what the island reads.

/** The longest query answered; the rest is ignored (an address can be long, a search is not). */
export const MAX_QUERY_LENGTH = 200;

/**
 * The query as a search box holds it: line breaks and other control characters as spaces (an
 * `<input type=search>` drops line breaks from what it is given, so the server must not write
 * any), cut to MAX_QUERY_LENGTH characters.
 */
export const normaliseQuery = (query: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces
  [...query.replace(/[\u0000-\u001f\u007f]/g, ' ')].slice(0, MAX_QUERY_LENGTH).join('');
