import { isIP } from 'node:net';
import type { Hono } from 'hono';
import { parseTrustProxy } from '../../src/config/trustProxySetting.ts';

/** What @hono/node-server passes as bindings, reduced to what getConnInfo reads: the peer. */
export function peerBindings(address: string) {
  return {
    incoming: { socket: { remoteAddress: address, remoteFamily: isIP(address) === 4 ? 'IPv4' : 'IPv6' } },
  };
}

/** The proxy the harnesses put in front of the app (behindProxy): TRUST_PROXY names its range. */
export const PROXY = { address: '10.0.0.2', trusted: parseTrustProxy('10.0.0.0/8') };

/** The app, its in-process requests (app.request) now arriving from `address` as over a socket. */
export function requestsFrom<T extends Hono>(app: T, address: string): T {
  const request = app.request.bind(app);
  app.request = (input, init, env, executionCtx) =>
    request(input, init, env ?? peerBindings(address), executionCtx);
  return app;
}
