import { describe, expect, it } from 'vitest';
import { breakpoints } from '../theme/tokens.ts';
import { renderNearViewport } from './renderNearViewport.ts';

describe('renderNearViewport', () => {
  it('holds one rough height at every width', () => {
    const rule = renderNearViewport('18rem');
    expect(rule).toContain('content-visibility:auto;contain-intrinsic-size:auto 18rem;');
    expect(rule).not.toContain('@media');
  });

  it('holds a rough height per width band, from each breakpoint given', () => {
    const rule = renderNearViewport({ base: '76rem', sm: '62rem', lg: '41rem' });
    expect(rule).toContain('contain-intrinsic-size:auto 76rem;');
    expect(rule).toContain(`@media (min-width:${breakpoints.sm}){contain-intrinsic-size:auto 62rem}`);
    expect(rule).toContain(`@media (min-width:${breakpoints.lg}){contain-intrinsic-size:auto 41rem}`);
    expect(rule).not.toContain(breakpoints.md);
  });

  it('renders everything at once on a page opened at a link target', () => {
    expect(renderNearViewport('10rem')).toContain(':root:has(main :target) &{content-visibility:visible}');
  });
});
