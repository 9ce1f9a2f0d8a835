import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { hostHeaderProblem } from './hostHeader.ts';

const request = (rawHeaders: string[], minor = 1) =>
  ({ rawHeaders, httpVersionMajor: 1, httpVersionMinor: minor }) as unknown as IncomingMessage;

describe('the Host header a request must carry', () => {
  it('accepts one well-formed Host, and none on HTTP/1.0', () => {
    expect(hostHeaderProblem(request(['Host', 'www.example.com:8080']))).toBeNull();
    expect(hostHeaderProblem(request(['host', '[::1]:3000']))).toBeNull();
    expect(hostHeaderProblem(request([], 0))).toBeNull();
  });

  it('refuses a missing, empty, doubled or malformed Host', () => {
    expect(hostHeaderProblem(request([]))).toBe('missing');
    expect(hostHeaderProblem(request(['Host', '']))).toBe('malformed');
    expect(hostHeaderProblem(request(['Host', 'a', 'Host', 'b']))).toBe('duplicate');
    expect(hostHeaderProblem(request(['Host', 'a, b']))).toBe('malformed');
    expect(hostHeaderProblem(request(['Host', 'evil.example/path']))).toBe('malformed');
  });
});
