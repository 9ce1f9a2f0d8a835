import { FORM_KEY_PATTERN } from '@pod/contracts/formAnswer';
import { describe, expect, it } from 'vitest';
import { newFormKey } from './newFormKey.ts';

describe('a page key', () => {
  it('is well-formed and never the same twice, across several draws of random bytes', () => {
    const keys = Array.from({ length: 2000 }, () => newFormKey());
    for (const key of keys) expect(key).toMatch(FORM_KEY_PATTERN);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
