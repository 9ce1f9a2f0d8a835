import type { IncomingMessage } from 'node:http';
import { splitHost } from '@pod/site-server/allowedHosts';

/**
 * Why a request's Host header cannot be used, or null when it can: HTTP/1.1 requires exactly
 * one, well-formed Host (RFC 9112 §3.2); an HTTP/1.0 request may have none. Checked before
 * the app, so nothing downstream ever builds a URL from a missing, empty or doubled Host.
 */
export function hostHeaderProblem(request: IncomingMessage): string | null {
  let count = 0;
  let value = '';
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]?.toLowerCase() === 'host') {
      count += 1;
      value = request.rawHeaders[i + 1] ?? '';
    }
  }
  if (count === 0) return request.httpVersionMajor === 1 && request.httpVersionMinor === 0 ? null : 'missing';
  if (count > 1) return 'duplicate';
  return splitHost(value) ? null : 'malformed';
}
