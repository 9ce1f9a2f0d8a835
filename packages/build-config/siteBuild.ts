// The whole site in one Rsbuild run (the root rsbuild.config.ts): every app's own
// rsbuild.config.ts, loaded as its team's `rsbuild build` loads it, becomes a group of
// environments of one build. The apps name their environments after themselves (shell,
// shell-prerender, marketing, …), so they sit side by side and federation finds its own.
// Each app keeps what it has in its own build: its folder as the root of its paths (entries
// and module ids relative to it, dist/, public/, its html template, no tsconfig unless its
// own), and its plugins, which see only its environments (appPluginScope.ts).
import { existsSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import {
  type EnvironmentConfig,
  loadConfig,
  mergeRsbuildConfig,
  type RsbuildConfig,
  type RsbuildPlugin,
  type RsbuildPlugins,
} from '@rsbuild/core';
import { type AppScope, appPluginGroup, type ScopedPlugin } from './appPluginScope.ts';
import { federationBuildVersions } from './federationBuildVersion.ts';
import { findRemotes } from './findRemotes.ts';

/** Every app the site build holds: the shell, then each remote found under remotes/. */
export function siteApps(root: string): string[] {
  return [join(root, 'shell'), ...findRemotes(root).map((remote) => remote.dir)];
}

/** The keys of an app's config that an environment can carry (the rest is dev-server-wide). */
const ENVIRONMENT_KEYS = [
  'source',
  'output',
  'html',
  'tools',
  'resolve',
  'security',
  'performance',
  'splitChunks',
  'moduleFederation',
] as const;

async function flatPlugins(plugins: RsbuildPlugins | undefined): Promise<RsbuildPlugin[]> {
  const flat: RsbuildPlugin[] = [];
  for (const item of plugins ?? []) {
    const plugin = await item;
    if (Array.isArray(plugin)) flat.push(...(await flatPlugins(plugin)));
    else if (plugin) flat.push(plugin as RsbuildPlugin);
  }
  return flat;
}

const fromApp = (dir: string, path: string) => (isAbsolute(path) ? path : resolve(dir, path));

/** Paths Rsbuild would resolve from the app's folder in its own build, resolved from there. */
function anchored(dir: string, environment: EnvironmentConfig): EnvironmentConfig {
  const { distPath } = environment.output ?? {};
  const root = typeof distPath === 'string' ? distPath : (distPath?.root ?? 'dist');
  const template = environment.html?.template;
  const publicDir = environment.server?.publicDir ?? { name: 'public' };
  const ownTsconfig = join(dir, 'tsconfig.json');
  const result = mergeRsbuildConfig(environment, {
    output: { distPath: { root: fromApp(dir, root) } },
    ...(typeof template === 'string' ? { html: { template: fromApp(dir, template) } } : {}),
    ...(existsSync(ownTsconfig) ? { source: { tsconfigPath: ownTsconfig } } : {}),
    // Module ids and chunk hashes are computed from paths relative to this folder.
    tools: { rspack: { context: dir } },
  });
  // Set, not merged: merging would add the anchored folder beside the app's own.
  result.server = {
    ...result.server,
    publicDir:
      publicDir === false
        ? false
        : [publicDir].flat().map((item) => ({ ...item, name: fromApp(dir, item.name ?? 'public') })),
  };
  return result;
}

/** The app's environments, from its config as its plugins have left it. */
function environmentsOf(dir: string, config: RsbuildConfig): Record<string, EnvironmentConfig> {
  const shared: EnvironmentConfig = {};
  for (const key of ENVIRONMENT_KEYS)
    if (config[key] !== undefined) Object.assign(shared, { [key]: config[key] });
  if (config.server?.publicDir !== undefined) shared.server = { publicDir: config.server.publicDir };
  return Object.fromEntries(
    Object.entries(config.environments ?? {}).map(([name, { plugins: _registered, ...environment }]) => [
      name,
      anchored(dir, mergeRsbuildConfig(shared, environment)),
    ]),
  );
}

interface LoadedApp extends AppScope {
  plugins: RsbuildPlugin;
}

async function loadApp(dir: string): Promise<LoadedApp> {
  const { content } = await loadConfig({ cwd: dir, command: 'build' });
  const { _privateMeta: _file, ...config } = content;
  const environments = Object.keys(config.environments ?? {});
  if (environments.length === 0) throw new Error(`${dir}/rsbuild.config.ts names no environments`);
  const app: AppScope = { dir, config, environments, configHandlers: [] };
  const plugins: ScopedPlugin[] = (await flatPlugins(config.plugins)).map((plugin) => ({
    plugin,
    scope: app,
  }));
  for (const [name, environment] of Object.entries(config.environments ?? {}))
    for (const plugin of await flatPlugins(environment.plugins))
      plugins.push({ plugin, scope: { ...app, environments: [name] } });
  return { ...app, plugins: appPluginGroup(basename(dir), plugins) };
}

/** Builds each app's environments once its plugins have changed its config, as in its own build. */
function composeEnvironments(apps: readonly LoadedApp[]): RsbuildPlugin {
  return {
    name: 'pod:site-environments',
    setup(api) {
      api.modifyRsbuildConfig(async (config, utils) => {
        // The repo's tsconfig.json is not an app's: Rsbuild found it beside the root config.
        if (config.source) delete config.source.tsconfigPath;
        config.environments = {};
        for (const app of apps) {
          let appConfig = app.config;
          for (const handler of app.configHandlers)
            appConfig = (await handler(appConfig, utils)) ?? appConfig;
          for (const [name, environment] of Object.entries(environmentsOf(app.dir, appConfig))) {
            if (config.environments[name]) throw new Error(`two apps name the environment "${name}"`);
            config.environments[name] = environment;
          }
        }
        return config;
      });
    },
  };
}

/** The root build: every app in `appDirs`, each as its own environments. */
export async function defineSiteConfig(appDirs: readonly string[]): Promise<RsbuildConfig> {
  const apps = await Promise.all(appDirs.map(loadApp));
  return {
    plugins: [
      composeEnvironments(apps),
      ...apps.map((app) => app.plugins),
      // Last: it wraps the federation plugins the apps' plugins have added.
      federationBuildVersions(apps),
    ],
    // Placeholders, so Rsbuild knows the names from the start; filled in by composeEnvironments.
    environments: Object.fromEntries(apps.flatMap((app) => app.environments.map((name) => [name, {}]))),
  };
}
