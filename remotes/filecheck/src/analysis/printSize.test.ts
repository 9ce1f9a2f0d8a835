// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolutionVerdict } from './checks.ts';
import { analysisSize, effectiveDpi, largestPrint, printAreaFill } from './printSize.ts';

describe('print size and resolution rules', () => {
  it('300 dpi and up is good, 150–299 a warning, under 150 a problem', () => {
    expect(resolutionVerdict(300)).toBe('good');
    expect(resolutionVerdict(299)).toBe('warning');
    expect(resolutionVerdict(150)).toBe('warning');
    expect(resolutionVerdict(149)).toBe('problem');
  });

  it('a portrait file fills the 12.5 × 16 in area; a square one is limited by the width', () => {
    expect(largestPrint(3750, 4800)).toEqual({ widthIn: 12.5, heightIn: 16 });
    expect(largestPrint(1000, 1000)).toEqual({ widthIn: 12.5, heightIn: 12.5 });
    expect(printAreaFill(3750, 4800)).toBeCloseTo(1);
  });

  it('effective dpi is pixels over inches, so printing smaller raises it', () => {
    expect(effectiveDpi(3750, 12.5)).toBe(300);
    expect(effectiveDpi(600, 2)).toBe(300);
  });

  it('huge images are analysed at no more than the pixel cap, keeping their shape', () => {
    const size = analysisSize(8660, 5774, 4_000_000);
    expect(size.width * size.height).toBeLessThanOrEqual(4_000_000);
    expect(size.width / size.height).toBeCloseTo(8660 / 5774, 2);
    expect(analysisSize(100, 100, 4_000_000)).toEqual({ width: 100, height: 100 });
  });
});
