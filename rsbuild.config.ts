// The one place where build and federation wiring lives. Each app's own
// rsbuild.config.ts only says what it exposes (remotes) or consumes (shell).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  PRERENDER_ENVIRONMENT,
  PRERENDER_OUT_DIR,
  prerenderPlugin,
} from './shared-ui/build/prerenderPlugin.ts';
import { styledComponentIdsPlugin } from './shared-ui/build/styledComponentIdsPlugin.ts';

const repoRoot = dirname(fileURLToPath(import.meta.url));
const readJson = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));

/** Dev server ports; `npm start` serves everything on one port instead. */
export const devPorts = { shell: 3000, marketing: 3001, forms: 3002, upload: 3003, api: 3100 } as const;
export type RemoteName = 'marketing' | 'forms' | 'upload';
export const remoteNames: readonly RemoteName[] = ['marketing', 'forms', 'upload'];

// Versions come from shared-ui's peer dependencies, so every app asks for the same
// singleton and pnpm's `workspace:*` never leaks into requiredVersion.
const sharedUi = readJson('shared-ui/package.json');
const peers: Record<string, string> = sharedUi.peerDependencies;
const routerFacade = readJson('shared-ui/router/package.json');
const singleton = (version: string) => ({ singleton: true, requiredVersion: version });

export const sharedSingletons = {
  react: singleton(peers.react as string),
  'react-dom': singleton(peers['react-dom'] as string),
  'react-dom/': singleton(peers['react-dom'] as string),
  // Routing is shared through the @pod/router facade only (see its package.json).
  '@pod/router': singleton(routerFacade.version as string),
  '@tanstack/react-query': singleton(peers['@tanstack/react-query'] as string),
  'styled-components': singleton(peers['styled-components'] as string),
  'react-toastify': singleton(peers['react-toastify'] as string),
  '@pod/shared-ui': singleton(sharedUi.version as string),
};

/** process.env.PUBLIC_* values (site config overrides) baked into browser code. */
function publicEnvDefines(): Record<string, string> {
  const keys = [
    'PUBLIC_BRAND_NAME',
    'PUBLIC_LEGAL_NAME',
    'PUBLIC_PHONE',
    'PUBLIC_SALES_EMAIL',
    'PUBLIC_SUPPORT_EMAIL',
    'PUBLIC_STREET_ADDRESS',
    'PUBLIC_POSTAL_CODE',
    'PUBLIC_PORTAL_URL',
    'PUBLIC_SITE_URL',
    ...Object.keys(process.env).filter((key) => key.startsWith('PUBLIC_')),
  ];
  return Object.fromEntries(
    [...new Set(keys)].map((key) => [`process.env.${key}`, JSON.stringify(process.env[key] ?? '')]),
  );
}

/** The browser build and the module-federation plugin live in this environment. */
const WEB_ENVIRONMENT = 'web';

function baseConfig(app: string, port: number): RsbuildConfig {
  return {
    plugins: [pluginReact(), styledComponentIdsPlugin(app, join(repoRoot, 'shared-ui', 'src'))],
    source: { define: publicEnvDefines() },
    server: { port, strictPort: true },
    output: { legalComments: 'none' },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  };
}

/**
 * Two environments per app: `web` (the browser build, with federation) and `prerender`, a
 * Node bundle of src/prerender.tsx that renders the app's routes to HTML at build time. Asset
 * URLs (images, the logo) come out the same in both, so the HTML points at real files.
 */
function environments(assetPrefix: string): RsbuildConfig['environments'] {
  return {
    [WEB_ENVIRONMENT]: { source: { entry: { index: './src/index.tsx' } } },
    [PRERENDER_ENVIRONMENT]: {
      source: { entry: { prerender: './src/prerender.tsx' } },
      output: {
        target: 'node',
        distPath: { root: PRERENDER_OUT_DIR },
        assetPrefix,
        emitAssets: false,
        minify: false,
        filename: { js: '[name].mjs' },
        module: true,
      },
    },
  };
}

export interface RemoteOptions {
  name: RemoteName;
  /** Federated modules, e.g. { './Home': './src/pages/Home.tsx' }. */
  exposes: Record<string, string>;
  /** Extra Rsbuild plugins of the remote's own (e.g. one that writes route metadata). */
  plugins?: RsbuildPlugin[];
}

/** A remote: builds to remotes/<name>/dist, served at /remotes/<name>/ (REMOTE_ASSET_PREFIX overrides). */
export function defineRemoteConfig({ name, exposes, plugins = [] }: RemoteOptions) {
  const port = devPorts[name];
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
          shared: sharedSingletons,
          shareStrategy: 'loaded-first',
          dts: false,
          // Production builds use the shell's federation runtime instead of bundling a
          // second copy into remoteEntry.js (~20 kB gzip less per remote on every page).
          // The standalone dev server keeps its own, since no shell is there to provide it.
          experiments: { externalRuntime: command === 'build', optimization: { target: 'web' } },
        },
        { environment: WEB_ENVIRONMENT },
      ),
      ...plugins,
      // Last: it reads what the other plugins wrote (route-head.json).
      ...(command === 'build' ? [prerenderPlugin({ app: name })] : []),
    ],
    environments: command === 'build' ? environments(assetPrefix) : undefined,
    dev: { assetPrefix: `http://localhost:${port}/` },
    server: { ...base.server, cors: { origin: `http://localhost:${devPorts.shell}` } },
    output: { ...base.output, assetPrefix },
    // The standalone page (src/index.tsx) is for `pnpm dev` inside this remote only.
    html: { title: `${name} (standalone)` },
  }));
}

export interface ShellOptions {
  plugins?: RsbuildPlugin[];
}

/**
 * Entry URL per remote (remoteEntry.js; the dev servers use their manifest), fixed at build time. Default: same origin under
 * /remotes/<name>/ (production) or the remote's dev server (development).
 * MARKETING_REMOTE_URL, FORMS_REMOTE_URL, UPLOAD_REMOTE_URL override.
 */
export function remoteEntryUrl(name: RemoteName, mode: 'production' | 'development'): string {
  const override = process.env[`${name.toUpperCase()}_REMOTE_URL`];
  if (override) return override;
  return mode === 'development'
    ? `http://localhost:${devPorts[name]}/mf-manifest.json`
    : `/remotes/${name}/remoteEntry.js`;
}

export function defineShellConfig({ plugins = [] }: ShellOptions = {}) {
  return defineConfig(({ command }) => {
    const mode = command === 'build' ? 'production' : 'development';
    const base = baseConfig('shell', devPorts.shell);
    return {
      ...base,
      plugins: [
        ...(base.plugins ?? []),
        pluginModuleFederation(
          {
            name: 'shell',
            remotes: Object.fromEntries(
              remoteNames.map((name) => [name, `${name}@${remoteEntryUrl(name, mode)}`]),
            ),
            shared: sharedSingletons,
            shareStrategy: 'loaded-first',
            dts: false,
            // The server names the build of the route's remote; this points the runtime at it.
            runtimePlugins: [join(repoRoot, 'shell/src/federation/pinnedRemoteEntry.ts')],
            experiments: {
              provideExternalRuntime: true,
              // Production remotes are plain remoteEntry.js URLs (the server pins the page's
              // build): no manifests, so the runtime's snapshot (manifest) code can go.
              optimization: { target: 'web', disableSnapshot: mode === 'production' },
            },
          },
          { environment: WEB_ENVIRONMENT },
        ),
        ...plugins,
        ...(command === 'build' ? [prerenderPlugin({ app: 'shell' })] : []),
      ],
      environments: command === 'build' ? environments('/') : undefined,
      // Absolute asset URLs so a deep link such as /faqs/ reloads correctly.
      output: { ...base.output, assetPrefix: '/' },
      server: {
        ...base.server,
        historyApiFallback: true,
        proxy: { '/api': `http://localhost:${devPorts.api}` },
      },
      html: { template: './index.html' },
    };
  });
}
