// A remote's build: its pages, islands and route heads exposed through federation, served at
// /remotes/<name>/, prerendered at build time.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RemoteRoute } from '@pod/contracts/routes';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { appEnvironments, baseConfig, webEnvironment } from './appEnvironments.ts';
import { devRoutesMiddleware, SHELL_DEV_PORT } from './devServer.ts';
import { readRemote } from './findRemotes.ts';
import { prerenderPlugin } from './prerenderPlugin.ts';
import { remoteExposes } from './remoteExposes.ts';
import { sharedFor } from './sharedSingletons.ts';

export interface RemoteOptions {
  /** The remote's own route list (src/routes.ts): its exposes are derived from it. */
  routes: readonly RemoteRoute[];
  /** Extra Rsbuild plugins of the remote's own (e.g. one that generates images). */
  plugins?: RsbuildPlugin[];
}

/**
 * A remote: builds to remotes/<name>/dist, served at /remotes/<name>/ (REMOTE_ASSET_PREFIX
 * overrides). `configUrl` is the remote's rsbuild.config.ts (import.meta.url): its folder's
 * package.json names the remote and its dev port.
 */
export function defineRemoteConfig(configUrl: string, { routes, plugins = [] }: RemoteOptions) {
  const appDir = dirname(fileURLToPath(configUrl));
  const { name, devPort: port } = readRemote(appDir);
  const exposes = remoteExposes(appDir, routes);
  const base = baseConfig(name, port);
  const assetPrefix = process.env.REMOTE_ASSET_PREFIX || `/remotes/${name}/`;
  return defineConfig(({ command }) => ({
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      pluginModuleFederation(
        {
          name,
          exposes,
          filename: 'remoteEntry.js',
          shared: sharedFor(appDir),
          shareStrategy: 'loaded-first',
          dts: false,
          // Production builds use the shell's federation runtime instead of bundling a
          // second copy into remoteEntry.js (~20 kB gzip less per remote on every page).
          // The standalone dev server keeps its own, since no shell is there to provide it.
          experiments: { externalRuntime: command === 'build', optimization: { target: 'web' } },
        },
        // Named, or the plugin looks for an environment called `web` and skips this one.
        { environment: webEnvironment(name) },
      ),
      ...plugins,
      // Last: it reads what the other plugins wrote (route-head.json).
      ...(command === 'build' ? [prerenderPlugin({ app: name })] : []),
    ],
    environments: command === 'build' ? appEnvironments(name, assetPrefix) : undefined,
    dev: { assetPrefix: `http://localhost:${port}/` },
    server: {
      ...base.server,
      cors: { origin: `http://localhost:${SHELL_DEV_PORT}` },
      setup: devRoutesMiddleware(routes),
    },
    output: { ...base.output, assetPrefix },
    // The standalone page (src/index.tsx) is for `pnpm dev` inside this remote only.
    html: { title: `${name} (standalone)` },
  }));
}
