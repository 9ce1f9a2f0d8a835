import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';
import {
  clientErrorResponse,
  rawClientErrorResponse,
  sendClientError,
  statusForClientError,
} from '../errors/clientErrorResponse.ts';
import { hostHeaderProblem } from '../hostHeader/hostHeader.ts';

export interface RunningServer {
  server: Server;
  /** Resolves with the port once listening. */
  listening: Promise<number>;
  /**
   * Stops accepting connections, lets requests in flight finish (at most graceMs, then
   * cuts what is left), and resolves when every connection is closed.
   */
  stop(graceMs: number): Promise<void>;
}

/**
 * The app on Node's HTTP server, with answers for what never reaches the app: requests
 * Node's parser rejects (unknown method, oversized headers: 'clientError') and requests
 * the adapter cannot turn into a URL (malformed Host) get a small JSON error with the
 * security headers instead of an empty response.
 */
export function startNodeServer(options: {
  app: Hono;
  port: number;
  hostname: string;
  https: boolean;
}): RunningServer {
  const listener = getRequestListener(options.app.fetch, {
    hostname: options.hostname,
    // RequestError: the request itself is malformed (e.g. its Host). Anything else
    // escaped the app's own onError, which should not happen.
    errorHandler: (error) => clientErrorResponse(error instanceof RequestError ? 400 : 500, options.https),
  });
  // Node would answer a missing Host (400) and an unknown Expect (417) itself, with no body
  // and none of our headers: both are answered here instead, before the app.
  const server = createServer({ requireHostHeader: false }, (request, response) => {
    if (hostHeaderProblem(request)) {
      sendClientError(response, 400, options.https);
      return;
    }
    void listener(request, response);
  });
  server.on('checkExpectation', (_request, response: ServerResponse) => {
    sendClientError(response, 417, options.https);
  });
  let closing = false;
  const inFlight = new Set<ServerResponse>();

  // Once stopping, every response not yet sent closes its connection, so keep-alive
  // clients move on instead of sending their next request into a closing server.
  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (closing) response.shouldKeepAlive = false;
    response.once('close', () => {
      inFlight.delete(response);
      if (closing) server.closeIdleConnections();
    });
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inResponse = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inResponse?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(rawClientErrorResponse(statusForClientError(error.code), options.https));
  });

  const listening = new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : options.port);
    });
  });

  const stop = async (graceMs: number): Promise<void> => {
    closing = true;
    for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    if ((await Promise.race([closed, late])) === 'late') server.closeAllConnections();
    clearTimeout(timer);
    await closed;
  };

  return { server, listening, stop };
}
