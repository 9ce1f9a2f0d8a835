// @vitest-environment node
// The SVG preflight counts what masks, clip-paths, filters (however applied), markers and patterns
// cost to draw: real artwork passes, a few kilobytes that would freeze the page are refused.
import { describe, expect, it } from 'vitest';
import { svgPreflight } from './svgPreflight.ts';
import { codeOf, dataSvg, svg } from './testing/svgSamples.ts';

const rect = (attributes = '') => `<rect width="90" height="90" fill="#fff"${attributes}/>`;

/** Masks (or clip-paths) where each one's content uses the next twice: 2^levels layers. */
function chain(kind: 'mask' | 'clipPath', levels: number, usesPerLevel = 2): Uint8Array {
  const attribute = kind === 'mask' ? 'mask' : 'clip-path';
  let defs = `<${kind} id="r${levels}">${rect()}</${kind}>`;
  for (let level = levels - 1; level >= 0; level--) {
    const content = Array.from({ length: usesPerLevel }, () =>
      rect(` ${attribute}="url(#r${level + 1})"`),
    ).join('');
    defs += `<${kind} id="r${level}">${content}</${kind}>`;
  }
  return svg(`<defs>${defs}</defs>${rect(` ${attribute}="url(#r0)"`)}`);
}

const blur = '<filter id="f"><feGaussianBlur stdDeviation="40"/></filter>';

/** The same few masks, clip-paths, filters and gradients a design tool writes for real artwork. */
const artwork = svg(`
  <style>.shape{fill:url(#gradient)}.shadow{filter:url(#shadow)}</style>
  <defs>
    <linearGradient id="gradient"><stop offset="0" stop-color="#c81e28"/><stop offset="1" stop-color="#1d2b4f"/></linearGradient>
    <clipPath id="frame"><rect width="400" height="400" rx="20"/></clipPath>
    <clipPath id="badge"><circle cx="200" cy="200" r="150"/></clipPath>
    <mask id="fade"><rect width="400" height="400" fill="url(#gradient)"/></mask>
    <filter id="shadow"><feFlood flood-opacity="0" result="bg"/><feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0"/><feOffset dy="4"/><feGaussianBlur stdDeviation="4"/><feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.25 0"/><feBlend in2="bg"/><feBlend in="SourceGraphic"/></filter>
    <pattern id="dots" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="2"/></pattern>
    <marker id="arrow" markerWidth="10" markerHeight="10"><path d="M0 0L10 5L0 10z"/></marker>
  </defs>
  <g clip-path="url(#frame)">
    <rect width="400" height="400" fill="url(#dots)"/>
    <g clip-path="url(#badge)" mask="url(#fade)">
      ${Array.from({ length: 12 }, (_, i) => `<circle class="shape shadow" cx="${30 * i}" cy="200" r="20"/>`).join('')}
    </g>
    <path d="M10 10L50 50L90 10" stroke="#000" marker-end="url(#arrow)" style="filter:url(#shadow)"/>
    <image width="40" height="40" href="${dataSvg(svg('<circle cx="5" cy="5" r="4" fill="#c81e28"/>'))}"/>
  </g>`);

describe('an SVG whose masks, clip-paths, filters or embedded images would freeze the page is refused', () => {
  it('artwork with a handful of masks, clip-paths, filters, a pattern and an embedded SVG passes', () => {
    expect(codeOf(() => svgPreflight(artwork))).toBe('ok');
  });

  it('a few-kilobyte chain of masks, each drawing the next twice, is refused', () => {
    const hostile = chain('mask', 24);
    expect(hostile.length).toBeLessThan(4000);
    expect(codeOf(() => svgPreflight(hostile))).toBe('svg-too-complex');
  });

  it('a chain of clip-paths, each clipped by the next, is refused', () => {
    expect(codeOf(() => svgPreflight(chain('clipPath', 24)))).toBe('svg-too-complex');
    // Nested one inside the other, even once each: every level is a layer held while the next is drawn.
    expect(codeOf(() => svgPreflight(chain('clipPath', 30, 1)))).toBe('svg-too-complex');
    expect(codeOf(() => svgPreflight(chain('clipPath', 3, 1)))).toBe('ok');
    // The same as clipped groups inside clipped groups.
    const clip = '<clipPath id="c"><rect width="90" height="90"/></clipPath>';
    const nested = (depth: number) =>
      svg(`<defs>${clip}</defs>${'<g clip-path="url(#c)">'.repeat(depth)}${rect()}${'</g>'.repeat(depth)}`);
    expect(codeOf(() => svgPreflight(nested(30)))).toBe('svg-too-complex');
    expect(codeOf(() => svgPreflight(nested(5)))).toBe('ok');
  });

  it('one filter applied 3,000 times is 3,000 filter passes: refused, however it is applied', () => {
    const applied = Array.from({ length: 3000 }, () => rect(' filter="url(#f)"')).join('');
    expect(codeOf(() => svgPreflight(svg(`<defs>${blur}</defs>${applied}`)))).toBe('svg-too-complex');
    // From a class in a <style> sheet, from style=, and through <use> copies.
    const byClass = Array.from({ length: 3000 }, () => rect(' class="soft"')).join('');
    expect(
      codeOf(() =>
        svgPreflight(svg(`<style>.soft { filter: url('#f') }</style><defs>${blur}</defs>${byClass}`)),
      ),
    ).toBe('svg-too-complex');
    const byStyle = Array.from({ length: 3000 }, () => rect(' style="filter:url(#f)"')).join('');
    expect(codeOf(() => svgPreflight(svg(`<defs>${blur}</defs>${byStyle}`)))).toBe('svg-too-complex');
    const copies = `<defs>${blur}<g id="one">${rect(' filter="url(#f)"')}</g><g id="ten">${'<use href="#one"/>'.repeat(10)}</g><g id="hundred">${'<use href="#ten"/>'.repeat(10)}</g></defs>${'<use href="#hundred"/>'.repeat(30)}`;
    expect(codeOf(() => svgPreflight(svg(copies)))).toBe('svg-too-complex');
    // CSS filter functions are filter passes too.
    const functions = Array.from({ length: 3000 }, () => rect(' style="filter:blur(30px)"')).join('');
    expect(codeOf(() => svgPreflight(svg(functions)))).toBe('svg-too-complex');
  });

  it('a filter reached by CSS escapes, a custom property, an animation or an unclosed rule counts the same', () => {
    const many = (element: string) => element.repeat(3000);
    const refused = [
      svg(`<defs>${blur}</defs>${many(rect(' style="fil\\74 er: u\\72l(#f)"'))}`),
      svg(
        `<style>:root { --soft: url(#f) } rect { filter: var(--soft) }</style><defs>${blur}</defs>${many(rect())}`,
      ),
      svg(
        `<defs>${blur}</defs>${many(`<rect width="9" height="9"><set attributeName="filter" to="url(#f)"/></rect>`)}`,
      ),
      svg(`<defs>${blur}</defs>${many(rect(' class="soft"'))}<style>.soft { filter: url(#f)</style>`),
      svg(
        `<style>.soft { filter: url(#f) }</style><defs>${blur}</defs>${many(`<rect width="9" height="9"><set attributeName="class" to="soft"/></rect>`)}`,
      ),
    ];
    for (const hostile of refused) expect(codeOf(() => svgPreflight(hostile))).toBe('svg-too-complex');
    // Five drawings of 3,000 shapes each parsed in jsdom: seconds of CPU on a busy 2-core machine.
  }, 30_000);

  it('a style sheet imported from a data: URL, or a frame inside the drawing, which are not read here, is refused', () => {
    expect(
      codeOf(() =>
        svgPreflight(svg('<foreignObject width="9" height="9"><iframe srcdoc="&lt;p&gt;"/></foreignObject>')),
      ),
    ).toBe('svg-too-complex');
    expect(
      codeOf(() => svgPreflight(svg('<style>@import url("data:text/css,rect{filter:blur(9px)}");</style>'))),
    ).toBe('svg-too-complex');
  });

  it('markers are drawn at every vertex: a marker with a filter on a long path is refused', () => {
    const path = `<path d="M0 0${' L1 1'.repeat(3000)}" marker-mid="url(#m)"/>`;
    const marker = `<marker id="m">${rect(' filter="url(#f)"')}</marker>`;
    expect(codeOf(() => svgPreflight(svg(`<defs>${blur}${marker}</defs>${path}`)))).toBe('svg-too-complex');
    expect(
      codeOf(() =>
        svgPreflight(svg(`<defs>${blur}${marker}</defs><path d="M0 0L9 9L0 9" marker-mid="url(#m)"/>`)),
      ),
    ).toBe('ok');
  });

  it('a pattern fill inherited by thousands of shapes is drawn for each one: refused', () => {
    const heavy = `<defs>${blur}<pattern id="p" width="9" height="9">${rect(' filter="url(#f)"')}</pattern></defs>`;
    expect(
      codeOf(() =>
        svgPreflight(svg(`${heavy}<g fill="url(#p)">${'<rect width="9" height="9"/>'.repeat(3000)}</g>`)),
      ),
    ).toBe('svg-too-complex');
  });
});
