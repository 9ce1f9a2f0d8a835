// What only `rsbuild dev` uses: the dev servers' ports, and how a remote's dev server tells the
// dev shell its routes.
import { join } from 'node:path';
import { publishedRoutes, type RemoteRoute } from '@pod/contracts/routes';
import type { ServerConfig } from '@rsbuild/core';
import { readJson, repoRoot } from './repoPaths.ts';

/** Dev server ports come from each app's package.json ("pod": { "devPort" }); the API's is fixed. */
export const API_DEV_PORT = 3100;
export const SHELL_DEV_PORT: number = readJson(join(repoRoot, 'shell', 'package.json')).pod.devPort;

/** A `server.setup` function (Rsbuild exports the config type, not this one). */
type ServerSetupFn = Extract<NonNullable<ServerConfig['setup']>, (...args: never[]) => unknown>;

/** Answers /pod-routes.json on a remote's dev server: how the dev shell learns its routes. */
export function devRoutesMiddleware(routes: readonly RemoteRoute[]): ServerSetupFn {
  const body = JSON.stringify(publishedRoutes(routes));
  // Registered before Rsbuild's own middlewares, so it answers first.
  return (context) => {
    if (context.action !== 'dev') return;
    context.server.middlewares.use((req, res, next) => {
      if (req.url !== '/pod-routes.json') return next();
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end(body);
    });
  };
}
