import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRemotes } from '@pod/build-config/findRemotes';
import { visibleText } from './visibleText.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ExpectedRoute {
  path: string;
  status: number;
  /** The text of the page's <h1>, as its remote's build prerendered it. */
  heading: string;
}

/** Every route the built remotes serve, with its status and heading, plus an unknown path (404). */
export function expectedRoutes(): ExpectedRoute[] {
  const routes = findRemotes(repoRoot).flatMap((remote) => {
    const prerender = JSON.parse(readFileSync(join(remote.dir, 'dist', 'prerender.json'), 'utf8')) as {
      pages: Record<string, { html: string }>;
    };
    // A staff page's signed-in variant is kept beside it under `<path>#signed-in`: not an address.
    const addresses = Object.entries(prerender.pages).filter(([path]) => !path.includes('#'));
    return addresses.map(([path, page]) => {
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(page.html)?.[1];
      if (h1 === undefined) throw new Error(`${path}: no <h1> in its prerendered page`);
      return { path, status: 200, heading: visibleText(h1).trim() };
    });
  });
  return [...routes, { path: '/this-page-does-not-exist', status: 404, heading: '404 Page Not Found' }];
}
