// What the navigation benchmark (navigationTiming.ts) compares: the phone it emulates, the pages
// pressed from and to, and the ways of navigating, with the speculation rules some of them add.

export const phoneProfile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
} as const;

/** Same-origin pages only: never staff pages (their own opener policy), the API or a query. */
const sitePages = [
  { href_matches: '/*' },
  { not: { href_matches: ['/api/*', '/upload', '/upload/*', '/staff', '/staff/*', '/*\\?(.+)'] } },
];

/** Site links prerendered on a press. */
export const benchSpeculationRules = JSON.stringify({
  prerender: [{ where: { and: sitePages }, eagerness: 'moderate' }],
});

/** The header's links and the page's own (in <main>), not the page itself: where a visitor goes next. */
const primaryLinks = [
  { selector_matches: 'header nav a, main a' },
  { not: { selector_matches: '[aria-current]' } },
];

/** The documents of the header's and the page's links fetched as soon as the page has them. */
export const prefetchPrimaryRules = JSON.stringify({
  prefetch: [{ where: { and: [...primaryLinks, ...sitePages] }, eagerness: 'immediate' }],
});

/** Every site link's document fetched as soon as the page has it (header, page and footer). */
export const prefetchSiteRules = JSON.stringify({
  prefetch: [{ where: { and: sitePages }, eagerness: 'immediate' }],
});

/** The header's and the page's links prerendered as soon as the page has them (Chromium starts 10 at most). */
export const prerenderPrimaryRules = JSON.stringify({
  prerender: [{ where: { and: [...primaryLinks, ...sitePages] }, eagerness: 'immediate' }],
});

/**
 * On each starting page, the page its link leads to, prerendered at once: what Chrome on Android
 * does at "moderate" for a link it judges likely (in view where the scroll settled), and desktop
 * Chrome on a 200 ms hover. The press then only activates the prerendered page.
 */
export const prerenderAheadRules = (path: string): string | undefined => {
  const pair = navigationPairs.find((candidate) => candidate.from === path);
  return pair
    ? JSON.stringify({ prerender: [{ source: 'list', urls: [pair.to], eagerness: 'immediate' }] })
    : undefined;
};

export interface NavigationVariant {
  name: string;
  /** Keep the page's own link handlers from the press: the browser loads the next document. */
  blockInPlace: boolean;
  speculationRules?: string | ((path: string) => string | undefined);
  /** Press only once Chromium says the next page is prerendered (or 10 s have passed). */
  pressWhenPrerendered?: boolean;
  dropHeaders?: readonly string[];
  /** The page's own speculation rules are taken out (the variant's, if any, stand alone). */
  withoutPageRules?: boolean;
  /** A press (pointerdown) on a site link writes in a rule prerendering it (navigationProbes.ts). */
  prerenderOnPress?: boolean;
}

export const navigationVariants: readonly NavigationVariant[] = [
  { name: 'in place (today)', blockInPlace: false },
  { name: 'document', blockInPlace: true },
  { name: 'prerender', blockInPlace: true, speculationRules: benchSpeculationRules },
  {
    name: 'prerendered ahead',
    blockInPlace: true,
    speculationRules: prerenderAheadRules,
    pressWhenPrerendered: true,
  },
  {
    name: 'prerender without COOP',
    blockInPlace: true,
    speculationRules: benchSpeculationRules,
    dropHeaders: ['cross-origin-opener-policy'],
  },
  { name: 'as served', blockInPlace: false },
  // The pages as served with their own rules taken out: nothing speculated (what the rules did
  // until their query exclusion was fixed: it matched every URL, so no link was ever speculated).
  { name: 'no speculation', blockInPlace: false, withoutPageRules: true },
  // Added to the pages as served (their own rules stay): the shell still shows a page in place once live.
  { name: 'prefetch primary links', blockInPlace: false, speculationRules: prefetchPrimaryRules },
  { name: 'prefetch site links', blockInPlace: false, speculationRules: prefetchSiteRules },
  {
    name: 'prerender primary links',
    blockInPlace: false,
    speculationRules: prerenderPrimaryRules,
    withoutPageRules: true,
  },
  {
    name: 'prefetch primary + prerender on press',
    blockInPlace: false,
    speculationRules: prefetchPrimaryRules,
    withoutPageRules: true,
    prerenderOnPress: true,
  },
];

export interface NavigationPair {
  from: string;
  to: string;
  fromKind: 'islands' | 'static';
  /** 'menu': the header's menu is opened with a tap first, and its link pressed (else a visible header or footer link). */
  via?: 'menu';
}

/** Starting pages (with islands and without) and the header/footer links pressed on them. */
export const navigationPairs: readonly NavigationPair[] = [
  { from: '/', to: '/why-us', fromKind: 'islands' },
  { from: '/faqs', to: '/terms', fromKind: 'islands' },
  { from: '/why-us', to: '/products', fromKind: 'static' },
  // Its Back to Top is an island: the shell is live there by the press, and the move is in place.
  { from: '/terms', to: '/faqs', fromKind: 'islands' },
  { from: '/why-us', to: '/products', fromKind: 'static', via: 'menu' },
];
