import type { Context } from 'hono';

/**
 * True once the client has closed its connection (the Node adapter aborts the request's
 * signal): a page composed for it would be built for nobody, and under a burst of cut
 * connections that work alone can stall the server.
 */
export const clientGone = (c: Context): boolean => c.req.raw.signal.aborted;

/** What is "sent" to a client that is gone: nothing; 499 in the request log, as nginx writes it. */
export const answerNobody = (): Response => new Response(null, { status: 499 });
