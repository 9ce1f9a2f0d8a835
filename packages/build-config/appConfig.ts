// The one place where build and federation wiring lives: every app's own rsbuild.config.ts is
// `export default defineRemoteConfig(import.meta.url, { routes })` or `defineShellConfig(...)`.
// A remote passes its route list (its exposes are derived from it); the shell consumes no remote
// at build time: the live ones are handed to it at run time.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { exposedModule, pageSource, publishedRoutes, type RemoteRoute } from '@pod/contracts/routes';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin, type ServerConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { bootScriptsPlugin } from './bootScriptsPlugin.ts';
import { findRemotes, readRemote } from './findRemotes.ts';
import { inlineScript } from './inlineScript.ts';
import { PRERENDER_ENVIRONMENT, PRERENDER_OUT_DIR, prerenderPlugin } from './prerenderPlugin.ts';
import { styledComponentIdsPlugin } from './styledComponentIdsPlugin.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** Dev server ports come from each app's package.json ("pod": { "devPort" }); the API's is fixed. */
export const API_DEV_PORT = 3100;
const shellPackage = readJson(join(repoRoot, 'shell', 'package.json'));
export const SHELL_DEV_PORT: number = shellPackage.pod.devPort;

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
    'PUBLIC_PRODUCT_BRANDS',
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
  /** The remote's own route list (src/routes.ts): its exposes are derived from it. */
  routes: readonly RemoteRoute[];
  /** Extra Rsbuild plugins of the remote's own (e.g. one that generates images). */
  plugins?: RsbuildPlugin[];
}

/**
 * A remote's islands (the parts of its pages visitors can touch): every `src/islands/<Name>.tsx`,
 * exposed as "./islands/<Name>", which the shell loads to hydrate that island of a server page.
 */
function islandExposes(appDir: string): Record<string, string> {
  const folder = join(appDir, 'src', 'islands');
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => /^[A-Z][A-Za-z0-9]*\.tsx$/.test(file))
      .map((file) => {
        const name = file.replace(/\.tsx$/, '');
        return [`./islands/${name}`, `./src/islands/${file}`];
      }),
  );
}

/** A `server.setup` function (Rsbuild exports the config type, not this one). */
type ServerSetupFn = Extract<NonNullable<ServerConfig['setup']>, (...args: never[]) => unknown>;

/**
 * The heads of a remote's route entries as a small module of data (title, description, robots),
 * written beside the build: what the shell needs after a client-side navigation, without the
 * remote's content modules or route checks.
 */
function routeHeadsModule(appDir: string, routes: readonly RemoteRoute[]): string {
  const heads = Object.fromEntries(
    routes.map(({ path, head }) => [
      path,
      { title: head.title, description: head.description, robots: head.robots },
    ]),
  );
  const file = join(appDir, '.generated', 'routeHeads.js');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `// Written by @pod/build-config's appConfig.ts from src/routes.ts.\nexport const heads = ${JSON.stringify(heads)};\n`,
  );
  return './.generated/routeHeads.js';
}

/** Answers /pod-routes.json on a remote's dev server: how the dev shell learns its routes. */
function devRoutesMiddleware(routes: readonly RemoteRoute[]): ServerSetupFn {
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

/**
 * A remote: builds to remotes/<name>/dist, served at /remotes/<name>/ (REMOTE_ASSET_PREFIX
 * overrides). `configUrl` is the remote's rsbuild.config.ts (import.meta.url): its folder's
 * package.json names the remote and its dev port.
 */
export function defineRemoteConfig(configUrl: string, { routes, plugins = [] }: RemoteOptions) {
  const appDir = dirname(fileURLToPath(configUrl));
  const { name, devPort: port } = readRemote(appDir);
  const exposes = {
    ...Object.fromEntries(routes.map((route) => [exposedModule(route.page), pageSource(route.page)])),
    ...islandExposes(appDir),
    // After a client-side navigation the shell sets the page's head from the route entries.
    './routeHeads': routeHeadsModule(appDir, routes),
  };
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
        { environment: WEB_ENVIRONMENT },
      ),
      ...plugins,
      // Last: it reads what the other plugins wrote (route-head.json).
      ...(command === 'build' ? [prerenderPlugin({ app: name })] : []),
    ],
    environments: command === 'build' ? environments(assetPrefix) : undefined,
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

export interface ShellOptions {
  plugins?: RsbuildPlugin[];
}

const VITALS_ENVIRONMENT = 'vitals';
/** The Web Vitals build, inside the shell's dist, and where the server serves it. */
const VITALS_OUT_DIR = 'dist/vitals-build';
const VITALS_URL_PREFIX = '/vitals-build/';

/**
 * Writes the Web Vitals entry's hashed file name into the inline starter of the built index.html
 * (the HTML step does not know another entry's file name).
 */
function vitalsEntryPlugin(appDir: string): RsbuildPlugin {
  return {
    name: 'pod:vitals-entry',
    setup(api) {
      api.onAfterBuild(() => {
        const dist = join(appDir, 'dist');
        const folder = join(appDir, VITALS_OUT_DIR, 'static', 'js');
        const file = readdirSync(folder).find((name) => /^vitals\.[0-9a-f]+\.js$/.test(name));
        if (!file) throw new Error('the Web Vitals entry is missing from the shell build');
        const html = readFileSync(join(dist, 'index.html'), 'utf8');
        const slot = /(["'])__VITALS__\1/;
        if (!slot.test(html)) throw new Error('the starter in index.html has no __VITALS__ slot');
        const url = `${VITALS_URL_PREFIX}static/js/${file}`;
        writeFileSync(
          join(dist, 'index.html'),
          html.replace(slot, (_, quote) => `${quote}${url}${quote}`),
        );
      });
    },
  };
}

/**
 * The shell knows no remote at build time: the server hands the browser the live route table
 * and every remote's pinned entry in the boot data, and the shell registers them with the
 * federation runtime. Its dev server gets the dev remotes (found by folder) instead.
 */
export function defineShellConfig(configUrl: string, { plugins = [] }: ShellOptions = {}) {
  const appDir = dirname(fileURLToPath(configUrl));
  return defineConfig(async ({ command }) => {
    const mode = command === 'build' ? 'production' : 'development';
    const base = baseConfig('shell', SHELL_DEV_PORT);
    const inline = (name: string) => inlineScript(join(appDir, 'src', 'inline', `${name}.ts`));
    const [themeInit, beforeLive, headerControls, startShell, searchListEarly] = await Promise.all([
      inline('themeInit'),
      inline('beforeLive'),
      inline('headerControls'),
      inline('startShell'),
      inline('searchListEarly'),
    ]);
    const devRemotes =
      mode === 'development'
        ? findRemotes(repoRoot).map((remote) => ({
            name: remote.name,
            url: `http://localhost:${remote.devPort}/`,
          }))
        : [];
    return {
      ...base,
      source: {
        ...base.source,
        define: {
          ...base.source?.define,
          'process.env.POD_DEV_REMOTES': JSON.stringify(JSON.stringify(devRemotes)),
        },
      },
      plugins: [
        ...(base.plugins ?? []),
        pluginModuleFederation(
          {
            name: 'shell',
            remotes: {},
            shared: sharedFor(appDir),
            shareStrategy: 'loaded-first',
            dts: false,
            experiments: {
              provideExternalRuntime: true,
              // Remotes are plain remoteEntry.js URLs (the server pins each build): no
              // manifests, so the runtime's snapshot (manifest) code can go.
              optimization: { target: 'web', disableSnapshot: mode === 'production' },
            },
          },
          { environment: WEB_ENVIRONMENT },
        ),
        ...plugins,
        ...(command === 'build'
          ? [
              vitalsEntryPlugin(appDir),
              // Fetched at idle by the starter: what a first island needs, not what a navigation does.
              bootScriptsPlugin({
                appDir,
                environment: WEB_ENVIRONMENT,
                skippedImports: ['./renderPageArea.tsx', './boot/renderWhole.tsx'],
                prefix: '/',
              }),
              prerenderPlugin({ app: 'shell' }),
            ]
          : []),
      ],
      // The Web Vitals reporter is a build of its own, without federation (a federated entry
      // carries the whole federation runtime): every page loads it after the load event, also
      // the pages that never start the shell.
      environments:
        command === 'build'
          ? {
              ...environments('/'),
              [VITALS_ENVIRONMENT]: {
                source: { entry: { vitals: { import: './src/vitals/vitalsEntry.ts', html: false } } },
                output: { distPath: { root: VITALS_OUT_DIR }, assetPrefix: VITALS_URL_PREFIX },
              },
            }
          : undefined,
      // Absolute asset URLs so a deep link such as /faqs/ reloads correctly.
      output: { ...base.output, assetPrefix: '/' },
      server: {
        ...base.server,
        historyApiFallback: true,
        proxy: { '/api': `http://localhost:${API_DEV_PORT}` },
      },
      html: {
        template: './index.html',
        // Inline, so the first paint waits on no request; the server allows exactly these
        // scripts by their hashes (site-server/src/inlineScriptHashes.ts). Their sources are
        // TypeScript in shell/src/inline/, emitted small by inlineScript.ts. themeInit sets data-theme
        // before the first paint; beforeLive keeps a file dropped on an island not yet live
        // (and its Try again); headerControls answers the header's buttons. The entry script becomes
        // startShell: requested only when the page has islands (after load) or on a navigation.
        tags: [
          {
            tag: 'script',
            children: themeInit,
            head: true,
          },
          {
            tag: 'script',
            children: beforeLive,
            head: true,
          },
          {
            tag: 'script',
            children: headerControls,
            head: true,
          },
          // The FAQ's search filters the server's list at each key before its island is live.
          { tag: 'script', children: searchListEarly, head: true },
          // The entry script is not in the HTML: startShell requests it when the page needs it.
          (tags) => {
            const entry = tags.find(
              (tag) => tag.tag === 'script' && /\/index\.[^/]*js$/.test(String(tag.attrs?.src)),
            )?.attrs?.src;
            if (typeof entry !== 'string') return tags;
            // __VITALS__ is written in after the build (vitalsEntryPlugin).
            const starter = startShell.replace('__ENTRY__', entry);
            return [
              ...tags.filter((tag) => tag.attrs?.src !== entry),
              { tag: 'script', head: true, children: starter },
            ];
          },
        ],
      },
    };
  });
}
