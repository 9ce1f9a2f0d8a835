// @vitest-environment node
// The SVG preflight reads a file before the page draws it: <use> bombs, deep nesting, too many
// elements or filters, entity declarations and broken XML are refused.
import { describe, expect, it } from 'vitest';
import { svgPreflight } from './svgPreflight.ts';
import { bytes, codeOf, nestedUse, svg } from './testing/svgSamples.ts';

describe('an SVG is read before the page draws it', () => {
  it('an ordinary logo passes', () => {
    expect(
      codeOf(() => svgPreflight(svg('<circle cx="5" cy="5" r="4" fill="#c81e28"/><use href="#c"/>'))),
    ).toBe('ok');
  });

  it('a few-kilobyte file of nested <use> (16 or 25 levels deep) is refused', () => {
    const hostile = nestedUse(16);
    expect(hostile.length).toBeLessThan(4000);
    expect(codeOf(() => svgPreflight(hostile))).toBe('svg-too-complex');
    expect(codeOf(() => svgPreflight(nestedUse(25)))).toBe('svg-too-complex');
    // Four levels (10,000 copies) is a drawing, not an attack.
    expect(codeOf(() => svgPreflight(nestedUse(4)))).toBe('ok');
  });

  it('xlink:href counts the same, and a <use> that points at itself is refused', () => {
    expect(codeOf(() => svgPreflight(svg('<g id="a"><use xlink:href="#a"/></g>')))).toBe('svg-too-complex');
  });

  it('deep nesting, too many elements and many filters are refused', () => {
    expect(codeOf(() => svgPreflight(svg(`${'<g>'.repeat(100)}${'</g>'.repeat(100)}`)))).toBe(
      'svg-too-complex',
    );
    expect(codeOf(() => svgPreflight(svg('<rect/>'.repeat(25_000))))).toBe('svg-too-complex');
    expect(
      codeOf(() => svgPreflight(svg('<filter><feGaussianBlur stdDeviation="50"/></filter>'.repeat(30)))),
    ).toBe('svg-too-complex');
  });

  it('an entity declaration (billion laughs) or broken XML is refused as unreadable', () => {
    const laughs = bytes(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
    );
    expect(codeOf(() => svgPreflight(laughs))).toBe('svg-unreadable');
    expect(codeOf(() => svgPreflight(bytes('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')))).toBe(
      'svg-unreadable',
    );
  });
});
