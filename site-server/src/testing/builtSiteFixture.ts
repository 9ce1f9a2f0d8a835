// For tests of the site server: a minimal built site root, the shell's index.html and one
// remote (forms) whose route list has /contact. Removed when the test ends.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRERENDER_FORMAT } from '@pod/deploy-format/prerender';
import { onTestFinished } from 'vitest';

/**
 * A remote's prerender.json as its build writes it: the entry under static/js and one page,
 * /<page in lower case>, titled `page`.
 */
export function remotePrerender(remote: string, build: string, page: string): Record<string, unknown> {
  const path = `/${page.toLowerCase()}`;
  return {
    kind: 'remote',
    format: PRERENDER_FORMAT,
    remote,
    build,
    builtAt: '2026-11-25T00:00:00Z',
    entry: `/remotes/${remote}/static/js/remote-entry.${build}.js`,
    entryFile: `static/js/remote-entry.${build}.js`,
    pages: {},
    routes: [{ path, module: `./${page}`, sitemap: true }],
    heads: { [path]: { title: page } },
  };
}

export function builtSiteFixture(extraFormsFiles: readonly string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), 'built-site-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const forms = join(root, 'remotes', 'forms', 'dist');
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  mkdirSync(join(forms, 'static', 'js'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>x</title><meta name="description" content="d" /></head><body><div id="root"></div></body></html>',
  );
  for (const name of ['remoteEntry.js', ...extraFormsFiles]) writeFileSync(join(forms, name), '{}');
  writeFileSync(join(forms, 'static', 'js', 'remote-entry.abc123.js'), '');
  writeFileSync(join(forms, 'prerender.json'), JSON.stringify(remotePrerender('forms', 'abc123', 'Contact')));
  return root;
}
