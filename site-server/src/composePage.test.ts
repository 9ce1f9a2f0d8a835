import type { RemotePrerender, ShellPrerender } from '@pod/deploy-format/prerender';
import { ANY_ROUTE, PAGE_REMOTE_SLOT, PAGE_SLOT, PRERENDER_FORMAT } from '@pod/deploy-format/prerender';
import { describe, expect, it } from 'vitest';
import { composePage } from './composePage.ts';
import { renderHead } from './routeHead.ts';

const indexHtml =
  '<!doctype html><html><head><title>T</title><meta name="description" content="d" /><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const slot = `<div data-page-root="${PAGE_REMOTE_SLOT}">${PAGE_SLOT}</div>`;
const shell: ShellPrerender = {
  kind: 'shell',
  format: PRERENDER_FORMAT,
  build: 'shell1',
  builtAt: '2026-11-22T00:00:00Z',
  layouts: {
    [ANY_ROUTE]: { html: `<header>any</header><main>${slot}</main>`, css: '.a{color:red}' },
    '/contact': { html: `<header>contact is current</header><main>${slot}</main>`, css: '.a{color:red}' },
  },
  notFound: { html: '<main><h1>404 Page Not Found</h1></main>', css: '' },
};
const remote: RemotePrerender = {
  kind: 'remote',
  format: PRERENDER_FORMAT,
  remote: 'forms',
  build: 'abc123',
  builtAt: '2026-11-22T00:00:00Z',
  entry: '/remotes/forms/static/js/remote-entry.abc123.js',
  entryFile: 'static/js/remote-entry.abc123.js',
  pages: {
    '/contact': {
      module: './Contact',
      html: "<h1>Contact $& $' $`</h1>",
      css: '.b{}',
      islands: [],
      preload: { js: ['/c.js'], css: [] },
    },
    '/quote': {
      module: './Quote',
      html: '<h1>Quote</h1>',
      css: '',
      islands: [],
      preload: { js: [], css: [] },
    },
  },
  routes: [
    { path: '/contact', module: './Contact', sitemap: true },
    { path: '/quote', module: './Quote', sitemap: true },
  ],
  heads: {},
};
const routes = remote.routes.map(({ path, module }) => ({ path, module, remote: 'forms' }));
const remotes = { forms: remote.entry, marketing: '/remotes/marketing/static/js/remote-entry.m1.js' };
const site = { routes, remotes };

const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pod-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '');

describe('composePage', () => {
  it('joins layout and fragment, with the CSS and boot data naming the route table and every pinned entry', () => {
    const page = composePage({ indexHtml, path: '/contact', shell, remote, known: true, ...site });
    expect(page.prerendered).toBe(true);
    expect(page.html).toContain(
      '<header>contact is current</header><main><div data-page-root="forms"><h1>Contact $& $\' $`</h1></div></main>',
    );
    expect(page.html).toContain('<style data-prerendered="forms">.b{}</style>');
    expect(bootOf(page.html)).toEqual({
      path: '/contact',
      prerendered: true,
      page: { remote: 'forms', build: 'abc123' },
      routes,
      remotes,
    });
  });

  it('puts a route the shell has never heard of into the layout for any route', () => {
    const page = composePage({ indexHtml, path: '/quote', shell, remote, known: true, ...site });
    expect(page.html).toContain(
      '<header>any</header><main><div data-page-root="forms"><h1>Quote</h1></div></main>',
    );
    expect(page.html).not.toContain(PAGE_REMOTE_SLOT);
  });

  it('keeps replacement patterns in a requested path literal (a 404 for /x$`y)', () => {
    const path = "/x$`y$'z$&";
    const page = composePage({ indexHtml, path, shell, remote: undefined, known: false, ...site });
    const html = renderHead(page.html, { title: '404 Page Not Found' }, `http://localhost${path}`, 'Brand');
    expect(html.match(/<script defer src="\/static\/js\/index.js"><\/script>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(bootOf(html).path).toBe(path);
  });

  it('leaves the page to the browser when a part is missing, still with the route table, and closes no element early', () => {
    const left = composePage({ indexHtml, path: '/contact', shell, remote: undefined, known: true, ...site });
    expect(left.prerendered).toBe(false);
    expect(left.html).toContain('<div id="root"></div>');
    expect(bootOf(left.html)).toMatchObject({ prerendered: false, routes, remotes });
    const hostile = {
      ...remote,
      pages: { '/contact': { ...remote.pages['/contact'], css: '</style><script>x</script>' } },
    } as RemotePrerender;
    const page = composePage({ indexHtml, path: '/contact', shell, remote: hostile, known: true, ...site });
    expect(page.html).not.toContain('</style><script>');
  });
});
