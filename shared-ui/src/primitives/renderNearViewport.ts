import { breakpoints } from '../theme/tokens.ts';

/**
 * A part's rough height, inside its padding and border (what `contain-intrinsic-size` sizes): one length, or one per width band when its height changes with the
 * layout (`sm`, `md`, `lg`: from that breakpoint up, each until the next one given).
 */
export type RoughHeight = string | { base: string; sm?: string; md?: string; lg?: string };

/**
 * CSS for a part of a long page that no first screen shows, at any width: the browser lays it
 * out and paints it only as it nears the viewport, holding `roughHeight` until then (and its real
 * size once it has rendered), so the page's first style, layout and paint, on the main thread
 * before anything is hydrated, cover less.
 *
 * - Never on a part a first screen can show: it would paint empty for a frame and move what
 *   follows it.
 * - Keep `roughHeight` close to the real height at every width: what follows moves by the
 *   difference when the part renders, and a browser without scroll anchoring shows that move
 *   while the visitor scrolls up.
 * - On a page opened at a link target in its main content (`#id`; not the skip link's
 *   `#main-content`), every such part renders at once: the landing
 *   spot then depends on real sizes, not guesses, in every browser.
 */
export function renderNearViewport(roughHeight: RoughHeight): string {
  const bands = typeof roughHeight === 'string' ? { base: roughHeight } : roughHeight;
  const wider = (['sm', 'md', 'lg'] as const)
    .filter((band) => bands[band] !== undefined)
    .map((band) => `@media (min-width:${breakpoints[band]}){contain-intrinsic-size:auto ${bands[band]}}`)
    .join('');
  return `content-visibility:auto;contain-intrinsic-size:auto ${bands.base};${wider}:root:has(main :target) &{content-visibility:visible}`;
}
