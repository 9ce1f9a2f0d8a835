import type { Context } from 'hono';

// What the app around this server (the API's request log and security headers) writes on every
// answer, offered to a page or file answer before it is made, so that it can go out with one
// plain header object: the Node adapter sends such an answer as it is, where headers added after
// the answer was made cost it a Headers object built, copied and sorted (~5 µs of a page view).
declare module 'hono' {
  interface ContextVariableMap {
    /**
     * The headers every answer carries (the request id, the security headers): for an HTML
     * page, given its inline-script hashes (its Content-Security-Policy allows exactly them);
     * for anything else, given undefined.
     */
    everyAnswerHeaders: (inlineScriptHashes: readonly string[] | undefined) => Record<string, string>;
    /**
     * Set by an answer that carries everyAnswerHeaders itself: the middleware leaves it as it
     * is. Such an answer is made as a Response of its own, so a header a middleware sets with
     * c.header() before it would not reach it: a middleware with a header for every answer
     * offers it here too, as the request log and the security headers do.
     */
    everyAnswerHeadersTaken: boolean;
  }
}

/** An HTML file's hashes: it has no inline script of its own (one array, so its policy is written once). */
export const NO_INLINE_SCRIPTS: readonly string[] = Object.freeze([]);

/**
 * An answer with its headers and everything every answer carries, in one plain object
 * (`inlineScriptHashes`: an HTML page's, undefined for anything else); undefined when nothing is
 * offered (the page server mounted on its own, as in its tests): the caller then answers
 * through Hono as usual.
 */
export function answerWithEveryHeader(
  c: Context,
  body: Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: Record<string, string>,
  inlineScriptHashes: readonly string[] | undefined,
): Response | undefined {
  const every = c.get('everyAnswerHeaders');
  if (!every) return undefined;
  // Made before it is marked taken: should making it throw, the error's answer gets the headers.
  const answer = new Response(body, { status, headers: { ...headers, ...every(inlineScriptHashes) } });
  c.set('everyAnswerHeadersTaken', true);
  return answer;
}
