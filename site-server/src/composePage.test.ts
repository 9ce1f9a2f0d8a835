import { ANY_ROUTE, PAGE_REMOTE_SLOT, PAGE_SLOT, type RemotePrerender } from '@pod/deploy-format/prerender';
import { prerenderedPage, publishedRoute, remotePrerender, shellPrerender } from '@pod/deploy-format/testing';
import { describe, expect, it } from 'vitest';
import { composePage } from './composePage.ts';
import { renderHead } from './routeHead.ts';

const indexHtml =
  '<!doctype html><html><head><title>T</title><meta name="description" content="d" /><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const slot = `<div data-page-root="${PAGE_REMOTE_SLOT}">${PAGE_SLOT}</div>`;
const shell = shellPrerender({
  layouts: {
    [ANY_ROUTE]: { html: `<header>any</header><main>${slot}</main>`, css: '.a{color:red}' },
    '/contact': { html: `<header>contact is current</header><main>${slot}</main>`, css: '.a{color:red}' },
  },
  notFound: { html: '<main><h1>404 Page Not Found</h1></main>', css: '' },
});
const remote = remotePrerender('forms', 'abc123', {
  pages: {
    '/contact': prerenderedPage('./Contact', "<h1>Contact $& $' $`</h1>", {
      css: '.b{}',
      preload: { js: ['/c.js'], css: [] },
    }),
    '/quote': prerenderedPage('./Quote', '<h1>Quote</h1>'),
  },
  routes: [publishedRoute('/contact', './Contact'), publishedRoute('/quote', './Quote')],
});
const routes = remote.routes.map(({ path, module }) => ({ path, module, remote: 'forms' }));
const remotes = { forms: remote.entry, marketing: '/remotes/marketing/static/js/remote-entry.m1.js' };
const site = { routes, remotes };

const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pod-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '');

describe('composePage', () => {
  const withEarlyFilter = indexHtml.replace(
    '</head>',
    '<script data-only-with="data-search-list">filter()</script></head>',
  );

  it('sends a head script marked for an element only with a page whose body has that element', () => {
    const searchRemote = remotePrerender('marketing', 'm1', {
      pages: {
        '/faqs': prerenderedPage(
          './Faqs',
          '<form data-search-list="" action="/faqs"><input name="q"></form>',
        ),
        '/terms': prerenderedPage('./Terms', '<h1>Terms</h1><p>data-search-list is only words here</p>'),
      },
      routes: [publishedRoute('/faqs', './Faqs'), publishedRoute('/terms', './Terms')],
    });
    const compose = (path: string) =>
      composePage({ indexHtml: withEarlyFilter, path, shell, remote: searchRemote, known: true, ...site })
        .html;
    expect(compose('/faqs')).toContain('<script data-only-with="data-search-list">filter()</script>');
    expect(compose('/terms')).not.toContain('filter()');
    expect(compose('/terms')).toContain('<script defer src="/static/js/index.js"></script>');
  });

  it('keeps a marked head script when the browser renders the page (nothing in the body to look at)', () => {
    const html = composePage({
      indexHtml: withEarlyFilter,
      path: '/quote',
      shell: undefined,
      remote,
      known: true,
      ...site,
    }).html;
    expect(html).toContain('filter()');
  });

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
    const html = renderHead(
      page.html,
      { title: '404 Page Not Found' },
      {
        canonicalUrl: `http://localhost${path}`,
        origin: 'http://localhost',
        siteName: 'Brand',
      },
    );
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
