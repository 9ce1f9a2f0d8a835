import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { ProxyTrust } from './proxyTrust.ts';

/**
 * The line the running server logs (once) when a request carries X-Forwarded-For from a peer
 * TRUST_PROXY does not name, worded as the launch check's start warnings (main.ts) are: the
 * header is ignored, and either that peer is a proxy of yours (every visitor then shares its
 * address) or a client writes the header itself.
 */
export function untrustedForwardWarning(peer: string): string {
  return (
    `[launch check] a request carried X-Forwarded-For from ${peer}, which TRUST_PROXY does not name: ` +
    `the header was ignored and the client counted as ${peer}. Fix: if ${peer} is a proxy in front of ` +
    'this server, add it (or its range) to TRUST_PROXY; if not, nothing to do: a client wrote the header itself.'
  );
}

// One ProxyTrust per setting (the frozen config's list), so its warning is given once.
const trusts = new WeakMap<readonly string[], ProxyTrust>();

function proxyTrustOf(trustedProxies: readonly string[]): ProxyTrust {
  let trust = trusts.get(trustedProxies);
  if (!trust) {
    trust = new ProxyTrust(trustedProxies, (peer) => console.warn(untrustedForwardWarning(peer)));
    trusts.set(trustedProxies, trust);
  }
  return trust;
}

/** The socket's peer; undefined for in-process requests (tests), which have no socket. */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** True when the request came straight from one of TRUST_PROXY's proxies. */
export function fromTrustedProxy(c: Context, trustedProxies: readonly string[]): boolean {
  if (trustedProxies.length === 0) return false; // none named: no peer to look up (every request asks)
  const peer = peerAddress(c);
  return peer !== undefined && proxyTrustOf(trustedProxies).trusts(peer);
}

/**
 * The client's address for per-client limits: the socket's peer, or, when that is a trusted
 * proxy (TRUST_PROXY), the address X-Forwarded-For says it came from (proxyTrust.ts).
 * X-Forwarded-For from any other peer is ignored. 'unknown' without a socket.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  return proxyTrustOf(trustedProxies).clientOf(peerAddress(c), c.req.header('X-Forwarded-For'));
}
