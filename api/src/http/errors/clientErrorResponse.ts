import { type ServerResponse, STATUS_CODES } from 'node:http';
import { baseSecurityHeaders, NON_HTML_POLICY } from '../securityHeaders/securityHeaders.ts';
import { errorBody } from './apiError.ts';

const CODES: Record<number, string> = {
  400: 'bad_request',
  408: 'request_timeout',
  413: 'payload_too_large',
  417: 'expectation_failed',
  431: 'headers_too_large',
  500: 'internal_error',
};

const MESSAGES: Record<number, string> = {
  400: 'The request could not be understood.',
  408: 'The request took too long to arrive.',
  413: 'The request is too large.',
  417: 'Only "Expect: 100-continue" is understood.',
  431: 'The request headers are too large.',
  500: 'Something went wrong on our side.',
};

function bodyFor(status: number): string {
  return JSON.stringify(errorBody(CODES[status] ?? 'bad_request', MESSAGES[status] ?? MESSAGES[400] ?? ''));
}

/** The status for an error Node's HTTP parser raised before the app saw the request. */
export function statusForClientError(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_REQUEST_TIMEOUT' || code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  return 400;
}

/** A JSON error body with the security headers, as a fetch Response (requests the app cannot build). */
export function clientErrorResponse(status: number, https: boolean): Response {
  const headers = new Headers([
    ...baseSecurityHeaders(https),
    ['Content-Security-Policy', NON_HTML_POLICY],
    ['Content-Type', 'application/json; charset=utf-8'],
    ['Cache-Control', 'no-store'],
    ['Connection', 'close'],
  ]);
  return new Response(bodyFor(status), { status, headers });
}

/** The same answer as raw HTTP/1.1 bytes, for a socket whose request never parsed. */
export function rawClientErrorResponse(status: number, https: boolean): string {
  const body = bodyFor(status);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
    ...baseSecurityHeaders(https).map(([name, value]) => `${name}: ${value}`),
    `Content-Security-Policy: ${NON_HTML_POLICY}`,
    'Content-Type: application/json; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The same answer on a Node response the app never sees (a bad Host, an unknown Expect). */
export function sendClientError(response: ServerResponse, status: number, https: boolean): void {
  const answer = clientErrorResponse(status, https);
  const body = bodyFor(status);
  response.shouldKeepAlive = false;
  response.writeHead(status, {
    ...Object.fromEntries(answer.headers),
    'Content-Length': String(Buffer.byteLength(body)),
  });
  response.end(body);
}
