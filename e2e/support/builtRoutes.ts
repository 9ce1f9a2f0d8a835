import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRemotes } from '@pod/build-config/findRemotes';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Every route the built remotes serve (each remote's own route list, from its build). Read when
 * called, never on import: `npm run bench` imports it before it builds.
 */
export function builtRoutes(): { path: string; remote: string; sitemap: boolean }[] {
  return findRemotes(repoRoot).flatMap((remote) => {
    const prerender = JSON.parse(readFileSync(join(remote.dir, 'dist', 'prerender.json'), 'utf8')) as {
      routes: { path: string; sitemap: boolean }[];
    };
    return prerender.routes.map((route) => ({
      path: route.path,
      remote: remote.name,
      sitemap: route.sitemap,
    }));
  });
}
