// The page server declares the context variables of the headers a page answer may carry itself.
import type {} from '@pod/site-server';
import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import type { Logger } from '../../log/logger.ts';
import { fromTrustedProxy } from '../clientAddress/clientAddress.ts';

/** The id of this request (as logged and sent in X-Request-Id); undefined outside requestLog. */
export function requestIdOf(c: Context): string | undefined {
  return c.get('requestId');
}

/**
 * The route pattern that answered (`/api/contacts/:id`), never the path itself (ids, typos).
 * Read after the handlers ran: the router's index then points at the one that answered.
 */
export function routePatternOf(c: Context): string {
  try {
    return routePath(c) || 'unmatched';
  } catch {
    return 'unmatched';
  }
}

export interface FinishedRequest {
  route: string;
  method: string;
  status: number;
  seconds: number;
}

/**
 * One JSON log line per request: its id (hono/request-id: the X-Request-Id of a proxy TRUST_PROXY
 * names, sent straight to us, when it is up to 128 word characters, else a fresh UUID; sent back in
 * X-Request-Id), method, route pattern, status and duration. No query string, no headers, no
 * body. `onFinished` gets the same facts (metrics).
 */
export function requestLog(
  logger: Logger,
  options: { trustedProxies: readonly string[]; onFinished?: (request: FinishedRequest) => void },
): MiddlewareHandler {
  // Unless the request came straight from a trusted proxy its X-Request-Id is not read at all
  // (headerName '').
  const proxyIds = requestId({ headerName: 'X-Request-Id', limitLength: 128 });
  const ownIds = requestId({ headerName: '' });
  // A request line carries fixed facts only (never a header, a query or a body), so it skips
  // the logger's redaction, whose wildcard paths cost several times the line itself.
  const lines = logger.child({}, { redact: { paths: [] } });
  return (c, next) =>
    (fromTrustedProxy(c, options.trustedProxies) ? proxyIds : ownIds)(c, async () => {
      const started = performance.now();
      const id = c.get('requestId');
      // Before the answer is made, so it goes out with it: set after, it would have Hono copy
      // the finished response (and lose the Node adapter's fast path) for every request.
      c.header('X-Request-Id', id);
      // The same, for an answer that carries every answer's headers in its own (everyAnswerHeaders.ts).
      const carried = c.get('everyAnswerHeaders');
      c.set('everyAnswerHeaders', (hashes) => ({ ...carried?.(hashes), 'X-Request-Id': id }));
      try {
        await next();
      } finally {
        // A handler that returned a Response of its own did not take the prepared header.
        if (!c.get('everyAnswerHeadersTaken') && !c.res.headers.has('X-Request-Id'))
          c.header('X-Request-Id', id);
        const seconds = (performance.now() - started) / 1000;
        const finished = { route: routePatternOf(c), method: c.req.method, status: c.res.status, seconds };
        options.onFinished?.(finished);
        lines.info(
          {
            reqId: id,
            method: finished.method,
            route: finished.route,
            status: finished.status,
            durationMs: Math.round(seconds * 10_000) / 10,
          },
          'request',
        );
      }
    });
}
