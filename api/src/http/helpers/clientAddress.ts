import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address for per-client limits. Without trusted proxies it is the
 * socket's peer. Behind `hops` trusted proxies each one appends the address it saw to
 * X-Forwarded-For, so the entry `hops` places from the right was written by the outermost
 * trusted proxy; everything left of it is whatever the client sent and is ignored.
 * A shorter list did not pass through every proxy: the socket address counts then.
 * In-process requests (tests) have no socket.
 */
export function clientAddress(c: Context, trustProxyHops: number): string {
  if (trustProxyHops > 0) {
    const entries = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const chosen = entries[entries.length - trustProxyHops];
    // Bounded: it becomes a map key.
    if (chosen) return chosen.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
