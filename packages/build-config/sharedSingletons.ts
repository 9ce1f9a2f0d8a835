// Federation's shared singletons: which libraries every app must run as one copy, at the
// version range each app's own package.json states.
import { join } from 'node:path';
import { readJson, repoRoot } from './repoPaths.ts';

/**
 * The shared singletons, and why each must be one copy. A library without shared state would
 * not be here: each remote could bundle its own.
 */
const SINGLETONS: Record<string, string> = {
  react: 'one React: hooks break across two copies',
  'react-dom': 'one renderer for the one React',
  // Routing is shared through the @pod/router facade only (see its package.json).
  '@pod/router': "the router context: a page's links and navigation must reach the shell's router",
  '@tanstack/react-query': 'the QueryClient context and its cache',
  'styled-components': 'one style sheet and one theme context',
  'react-toastify': "one toast store: pages call notify(), the shell's container shows them",
  '@pod/shared-ui': "its toasts, theme and primitives' styles register with the shell's one copy",
};

/** A workspace package (workspace:^) is required at its own current version and above. */
function workspaceRange(name: string): string {
  const folder = name === '@pod/router' ? 'packages/router' : 'shared-ui';
  return `^${readJson(join(repoRoot, folder, 'package.json')).version}`;
}

/**
 * An app's shared singletons, each required at the semver range its own package.json states,
 * so a team changes its requirement in its own folder and the contract checks see the truth.
 */
export function sharedFor(appDir: string) {
  const pkg = readJson(join(appDir, 'package.json'));
  const ranges: Record<string, string> = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared: Record<string, { singleton: true; requiredVersion: string }> = {};
  for (const name of Object.keys(SINGLETONS)) {
    const range = ranges[name];
    if (!range) continue;
    const requiredVersion = range.startsWith('workspace:') ? workspaceRange(name) : range;
    shared[name] = { singleton: true, requiredVersion };
    // Subpath imports (react-dom/client) share the same one copy.
    if (name === 'react-dom') shared['react-dom/'] = { singleton: true, requiredVersion };
  }
  return shared;
}
