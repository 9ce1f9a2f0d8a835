import { describe, expect, it } from 'vitest';
import { decodeUrlPath } from './urlPath.ts';

describe('decodeUrlPath', () => {
  it('decodes a path as the file is looked up, and names no file for bad escapes or a NUL byte', () => {
    expect(decodeUrlPath('static%2Fjs/a%20b.js')).toBe('static/js/a b.js');
    expect(decodeUrlPath('static/%E0%A4%A.js')).toBeUndefined();
    expect(decodeUrlPath('prerender.json%00.js')).toBeUndefined();
  });
});
