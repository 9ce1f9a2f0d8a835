// The one place where build and federation wiring lives. Each app's own
// rsbuild.config.ts only says what it exposes (remotes) or consumes (shell).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

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
const singleton = (version: string) => ({ singleton: true, requiredVersion: version });

export const sharedSingletons = {
  react: singleton(peers.react as string),
  'react-dom': singleton(peers['react-dom'] as string),
  'react-dom/': singleton(peers['react-dom'] as string),
  'react-router': singleton(peers['react-router-dom'] as string),
  'react-router-dom': singleton(peers['react-router-dom'] as string),
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

function baseConfig(port: number): RsbuildConfig {
  return {
    plugins: [pluginReact()],
    source: { define: publicEnvDefines() },
    server: { port, strictPort: true },
    output: { legalComments: 'none' },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
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
  const base = baseConfig(port);
  return defineConfig(({ command }) => ({
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      pluginModuleFederation({
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
      }),
      ...plugins,
    ],
    dev: { assetPrefix: `http://localhost:${port}/` },
    server: { ...base.server, cors: { origin: `http://localhost:${devPorts.shell}` } },
    output: {
      ...base.output,
      assetPrefix: process.env.REMOTE_ASSET_PREFIX || `/remotes/${name}/`,
    },
    // The standalone page (src/index.tsx) is for `pnpm dev` inside this remote only.
    html: { title: `${name} (standalone)` },
  }));
}

export interface ShellOptions {
  plugins?: RsbuildPlugin[];
}

/**
 * Manifest URL per remote, fixed at build time. Default: same origin under
 * /remotes/<name>/ (production) or the remote's dev server (development).
 * MARKETING_REMOTE_URL, FORMS_REMOTE_URL, UPLOAD_REMOTE_URL override.
 */
export function remoteManifestUrl(name: RemoteName, mode: 'production' | 'development'): string {
  const override = process.env[`${name.toUpperCase()}_REMOTE_URL`];
  if (override) return override;
  return mode === 'development'
    ? `http://localhost:${devPorts[name]}/mf-manifest.json`
    : `/remotes/${name}/mf-manifest.json`;
}

export function defineShellConfig({ plugins = [] }: ShellOptions = {}) {
  return defineConfig(({ command }) => {
    const mode = command === 'build' ? 'production' : 'development';
    const base = baseConfig(devPorts.shell);
    return {
      ...base,
      plugins: [
        ...(base.plugins ?? []),
        pluginModuleFederation({
          name: 'shell',
          remotes: Object.fromEntries(
            remoteNames.map((name) => [name, `${name}@${remoteManifestUrl(name, mode)}`]),
          ),
          shared: sharedSingletons,
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
        ...plugins,
      ],
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
