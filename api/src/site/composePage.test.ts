import type { RemotePrerender, ShellPrerender } from '@pod/shared-ui/prerenderTypes';
import { PAGE_SLOT } from '@pod/shared-ui/prerenderTypes';
import { describe, expect, it } from 'vitest';
import { composePage } from './composePage.ts';
import { renderHead } from './routeHead.ts';

const indexHtml =
  '<!doctype html><html><head><title>T</title><meta name="description" content="d" /><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const shell: ShellPrerender = {
  kind: 'shell',
  builtAt: '2026-11-22T00:00:00Z',
  layouts: { '/contact': { html: `<header>h</header><main>${PAGE_SLOT}</main>`, css: '.a{color:red}' } },
  notFound: { html: '<main><h1>404 Page Not Found</h1></main>', css: '' },
};
const remote: RemotePrerender = {
  kind: 'remote',
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
      preload: { js: ['/c.js'], css: [] },
    },
  },
};

describe('composePage', () => {
  it('joins layout and fragment, CSS and boot data pinned to the fragment build', () => {
    const page = composePage({ indexHtml, path: '/contact', shell, remote, known: true });
    expect(page.prerendered).toBe(true);
    expect(page.html).toContain("<main><h1>Contact $& $' $`</h1></main>");
    expect(page.html).toContain('<style data-prerendered="forms">.b{}</style>');
    const boot = JSON.parse(
      /<script type="application\/json" id="pod-boot">([^<]*)<\/script>/.exec(page.html)?.[1] ?? '',
    );
    expect(boot).toEqual({
      path: '/contact',
      prerendered: true,
      page: { remote: 'forms', entry: remote.entry, build: 'abc123' },
    });
  });

  it('keeps replacement patterns in a requested path literal (a 404 for /x$`y)', () => {
    const path = "/x$`y$'z$&";
    const page = composePage({ indexHtml, path, shell, remote: undefined, known: false });
    const html = renderHead(page.html, { title: '404 Page Not Found' }, `http://localhost${path}`, 'Brand');
    expect(html.match(/<script defer src="\/static\/js\/index.js"><\/script>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    const boot = /<script type="application\/json" id="pod-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(boot).path).toBe(path);
  });

  it('leaves the page to the browser when a part is missing, and closes no element early', () => {
    expect(composePage({ indexHtml, path: '/contact', shell, remote: undefined, known: true }).html).toBe(
      indexHtml,
    );
    const hostile = {
      ...remote,
      pages: { '/contact': { ...remote.pages['/contact'], css: '</style><script>x</script>' } },
    } as RemotePrerender;
    const page = composePage({ indexHtml, path: '/contact', shell, remote: hostile, known: true });
    expect(page.html).not.toContain('</style><script>');
  });
});
