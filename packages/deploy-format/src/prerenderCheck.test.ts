import { describe, expect, it } from 'vitest';

import { checkRemotePrerender, checkShellPrerender } from './prerenderCheck.ts';
import { PRERENDER_FORMAT } from './prerenderTypes.ts';
import { prerenderedPage, publishedRoute, remotePrerender, shellPrerender } from './testing/builtApps.ts';
import { productImagesList } from './testing/productImagesList.ts';

// Its one page typed as there, so the cases below can break it.
const remote = () => ({
  ...remotePrerender('forms', 'b1', {
    routes: [publishedRoute('/contact', './Contact')],
    heads: {
      '/contact': {
        title: 'Contact',
        robots: 'noindex, nofollow',
        jsonLd: { '@type': 'Organization' },
        preloadImages: [{ href: '/hero.avif', type: 'image/avif' }],
      },
    },
  }),
  pages: {
    '/contact': prerenderedPage('./Contact', '<p>x</p>', {
      css: 'p{}',
      islands: ['Form'],
      preload: { js: ['/a.js'], css: [] },
    }),
  },
});

const filledList = () =>
  productImagesList({ item: '<li>{{filename}}</li>', failed: '<p>Could not load</p>' });

const problemOf = (change: (data: ReturnType<typeof remote> & Record<string, unknown>) => void) => {
  const data = remote();
  change(data);
  const checked = checkRemotePrerender(JSON.parse(JSON.stringify(data)), 'forms');
  return checked.ok ? undefined : checked.problem;
};

describe('checkRemotePrerender', () => {
  it('takes a well-formed file as it is', () => {
    const data = remote();
    expect(checkRemotePrerender(data, 'forms')).toEqual({ ok: true, value: data });
    Object.assign(data.pages['/contact'], { filledLists: [filledList()] });
    expect(checkRemotePrerender(data, 'forms')).toEqual({ ok: true, value: data });
  });

  it("reads a page's lists from a build made before their field's rename (liveLists)", () => {
    const data = remote();
    Object.assign(data.pages['/contact'], { liveLists: [filledList()] });
    const checked = checkRemotePrerender(data, 'forms');
    expect(checked.ok && checked.value.pages['/contact']?.filledLists).toEqual([filledList()]);
  });

  it('refuses every field of the wrong type, naming it', () => {
    const cases: [(data: Record<string, unknown> & ReturnType<typeof remote>) => void, string][] = [
      [(d) => Object.assign(d, { routes: [null] }), 'routes[0] is not an object'],
      [(d) => Object.assign(d, { routes: {} }), 'routes is not a list'],
      [
        (d) => Object.assign(d, { routes: [{ path: '/Contact', module: './Contact', sitemap: true }] }),
        'routes[0].path is not a route path',
      ],
      [
        (d) => Object.assign(d, { routes: [{ path: '/contact', module: 'x', sitemap: true }] }),
        'routes[0].module',
      ],
      [
        (d) => Object.assign(d, { routes: [{ path: '/contact', module: './Contact', sitemap: 'yes' }] }),
        'routes[0].sitemap',
      ],
      [
        (d) => Object.assign(d, { heads: { '/contact': { title: 42 } } }),
        'heads["/contact"].title is not a string',
      ],
      [
        (d) => Object.assign(d, { heads: { '/contact': { title: 'x', robots: 'noindex\r\nX-Evil: 1' } } }),
        'heads["/contact"].robots',
      ],
      [
        (d) => Object.assign(d, { heads: { '/contact': { title: 'x', robots: 1 } } }),
        'heads["/contact"].robots is not a string',
      ],
      [
        (d) => Object.assign(d, { heads: { '/contact': { title: 'x', preloadImages: [{ href: 1 }] } } }),
        'preloadImages[0].href',
      ],
      [(d) => Object.assign(d, { heads: null }), 'heads is not an object'],
      [
        (d) => {
          d.pages['/contact'].css = 7 as unknown as string;
        },
        'pages["/contact"].css is not a string',
      ],
      [
        (d) => {
          d.pages['/contact'].islands = [1] as unknown as string[];
        },
        'pages["/contact"].islands[0]',
      ],
      [
        (d) => Object.assign(d.pages['/contact'], { filledLists: [{ ...filledList(), source: 'x"><b' }] }),
        'pages["/contact"].filledLists[0].source is not a list name',
      ],
      [
        (d) => Object.assign(d.pages['/contact'], { filledLists: [{ ...filledList(), slot: '' }] }),
        'filledLists[0].slot is not marked as the list of its source',
      ],
      [
        (d) => Object.assign(d.pages['/contact'], { filledLists: [filledList(), filledList()] }),
        'pages["/contact"].filledLists names one source twice',
      ],
      [
        (d) => Object.assign(d.pages['/contact'], { filledLists: [{ ...filledList(), list: '<ul></ul>' }] }),
        'filledLists[0].list has no place for its items',
      ],
      [
        (d) =>
          Object.assign(d.pages['/contact'], { filledLists: [{ ...filledList(), fallbacks: { alt: 1 } }] }),
        'filledLists[0].fallbacks["alt"] is not a string',
      ],
      [(d) => Object.assign(d, { entry: 5 }), 'entry is not a string'],
      [(d) => Object.assign(d, { remote: 'marketing' }), 'remote is not "forms"'],
      [(d) => Object.assign(d, { format: PRERENDER_FORMAT + 1 }), 'format is'],
    ];
    for (const [change, problem] of cases) expect(problemOf(change)).toContain(problem);
    expect(checkRemotePrerender(null, 'forms')).toEqual({
      ok: false,
      problem: 'prerender.json: the file is not an object',
    });
  });
});

describe('checkShellPrerender', () => {
  const shell = () => shellPrerender();

  it('takes a well-formed file and refuses a layout of the wrong type', () => {
    expect(checkShellPrerender(shell()).ok).toBe(true);
    expect(checkShellPrerender({ ...shell(), notFound: { html: 1, css: '' } })).toEqual({
      ok: false,
      problem: 'prerender.json: notFound.html is not a string',
    });
    expect(checkShellPrerender({ ...shell(), preloadFonts: [null] })).toMatchObject({ ok: false });
  });
});
