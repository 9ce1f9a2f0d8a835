import type { Context } from 'hono';

// What the app around this server (the API's request log and security headers) writes on every
// answer, offered to a page answer before it is made, so that it can go out with one plain
// header object: the Node adapter sends such an answer as it is, where headers added after the
// answer was made cost it a Headers object built, copied and sorted (~5 µs of a page view).
declare module 'hono' {
  interface ContextVariableMap {
    /**
     * The headers every answer carries (the request id, the security headers), for an HTML
     * page with these inline-script hashes (its Content-Security-Policy allows exactly them).
     */
    pageAnswerHeaders: (inlineScriptHashes: readonly string[]) => Record<string, string>;
    /** Set by an answer that carries pageAnswerHeaders itself: the middleware leaves it as it is. */
    pageAnswerHeadersTaken: boolean;
  }
}

/**
 * A page answer with its headers and everything every answer carries, in one plain object;
 * undefined when nothing is offered (the page server mounted on its own, as in its tests): the
 * caller then answers through Hono as usual.
 */
export function answerWithEveryHeader(
  c: Context,
  body: Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: Record<string, string>,
  inlineScriptHashes: readonly string[],
): Response | undefined {
  const every = c.get('pageAnswerHeaders');
  if (!every) return undefined;
  c.set('pageAnswerHeadersTaken', true);
  return new Response(body, { status, headers: { ...headers, ...every(inlineScriptHashes) } });
}
