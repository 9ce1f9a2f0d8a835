import { expect } from 'vitest';

/** The headers every answer carries, whatever its type. */
export function expectBaseHeaders(res: Response): void {
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
}
