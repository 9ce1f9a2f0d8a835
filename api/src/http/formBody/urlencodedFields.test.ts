import { describe, expect, it } from 'vitest';
import { NotUtf8Error, urlencodedFields } from './urlencodedFields.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('urlencoded form fields', () => {
  it('reads every pair as URLSearchParams does for UTF-8 input', () => {
    for (const body of [
      'a=1&b=two+words&c=%C3%A9t%C3%A9',
      '&&a&=x&b==c&%zz=%4&%%%&&&==',
      'name=%E2%82%AC%20and%20%F0%9F%91%95',
      'é=ü&ü',
    ])
      expect(urlencodedFields(bytes(body)), body).toEqual([...new URLSearchParams(body)]);
  });

  it('refuses a %-escape that is not UTF-8, as it refuses the same raw byte', () => {
    for (const body of ['company=%ff', 'company=%FF%FE', 'a=%E0%A4%A', 'name%C3=x', 'x=%ED%A0%80'])
      expect(() => urlencodedFields(bytes(body)), body).toThrow(NotUtf8Error);
    expect(() => urlencodedFields(new Uint8Array([0x61, 0x3d, 0xff]))).toThrow(NotUtf8Error);
  });
});
