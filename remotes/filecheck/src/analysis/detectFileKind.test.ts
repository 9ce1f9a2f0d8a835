// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectFileKind } from './detectFileKind.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const circle = '<circle cx="5" cy="5" r="4"/>';

describe('the real type comes from the bytes', () => {
  it('an SVG with an XML prolog is an SVG, not generic XML', async () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg">${circle}</svg>`;
    expect(await detectFileKind(bytes(svg))).toEqual({ kind: 'svg', mime: 'image/svg+xml' });
  });

  it('an SVG with a doctype and comments, or none, is an SVG', async () => {
    const svg = `<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg viewBox="0 0 10 10">${circle}</svg>`;
    expect((await detectFileKind(bytes(svg))).kind).toBe('svg');
    expect((await detectFileKind(bytes(`<svg>${circle}</svg>`))).kind).toBe('svg');
  });

  it('other XML is refused', async () => {
    await expect(detectFileKind(bytes('<?xml version="1.0"?><note>hi</note>'))).rejects.toMatchObject({
      code: 'unsupported',
    });
  });
});
