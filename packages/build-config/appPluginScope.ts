// Runs one app's Rsbuild plugins inside the root build as they run in the app's own build:
// on the app's environments only, with the app's folder as the project root. Rsbuild scopes the
// per-environment hooks of a plugin registered for an environment, but an app's plugins are
// written for an app with several environments (web, prerender) and some use global hooks:
// `modifyRsbuildConfig` (the marketing images, the filecheck worker) would change every app's
// config, and `api.context.rootPath` (prerender, route heads, React's alias) would be the repo.
import type { RsbuildConfig, RsbuildPlugin, RsbuildPluginAPI } from '@rsbuild/core';

type ConfigHandler = Extract<
  Parameters<RsbuildPluginAPI['modifyRsbuildConfig']>[0],
  (...args: never[]) => unknown
>;

/** One app of the root build: its folder, its environments and its config-changing hooks. */
export interface AppScope {
  dir: string;
  /** The app's config as its own rsbuild.config.ts gives it. */
  config: RsbuildConfig;
  environments: readonly string[];
  /** Its plugins' `modifyRsbuildConfig` hooks, run on the app's own config (siteBuild.ts). */
  configHandlers: ConfigHandler[];
}

/** A hook given as a function or as `{ handler, order }`. */
type Tapped<F> = F | { handler: F; order: 'pre' | 'default' | 'post' };

/** The hook, skipped (giving back its first argument) outside the app's environments. */
function onlyIn<F extends (...args: never[]) => unknown>(
  tapped: Tapped<F>,
  inScope: (...args: Parameters<F>) => boolean,
): Tapped<F> {
  const wrap = (handler: F) =>
    ((...args: Parameters<F>) => (inScope(...args) ? handler(...args) : args[0])) as unknown as F;
  return typeof tapped === 'function' ? wrap(tapped) : { ...tapped, handler: wrap(tapped.handler) };
}

function scopedApi(api: RsbuildPluginAPI, app: AppScope): RsbuildPluginAPI {
  const mine = (name: string | undefined) => name !== undefined && app.environments.includes(name);
  const targets = (listed: readonly string[] | undefined) =>
    listed ? listed.filter((name) => mine(name)) : [...app.environments];
  const context = new Proxy(api.context, {
    get: (target, key) => (key === 'rootPath' ? app.dir : Reflect.get(target, key)),
  });
  return {
    ...api,
    context,
    // What a plugin reads as the user's config is the app's (federation's CORS check reads it).
    getRsbuildConfig: ((type?: 'original' | 'current' | 'normalized') =>
      type === 'original'
        ? app.config
        : api.getRsbuildConfig(type as 'current')) as RsbuildPluginAPI['getRsbuildConfig'],
    modifyRsbuildConfig: (tapped) => {
      app.configHandlers.push(typeof tapped === 'function' ? tapped : tapped.handler);
    },
    modifyEnvironmentConfig: (tapped) =>
      api.modifyEnvironmentConfig(onlyIn(tapped, (_config, utils) => mine(utils.name))),
    modifyBundlerChain: (tapped) =>
      api.modifyBundlerChain(onlyIn(tapped, (_chain, utils) => mine(utils.environment.name))),
    modifyRspackConfig: (tapped) =>
      api.modifyRspackConfig(onlyIn(tapped, (_config, utils) => mine(utils.environment.name))),
    modifyHTMLTags: (tapped) =>
      api.modifyHTMLTags(onlyIn(tapped, (_tags, utils) => mine(utils.environment.name))),
    modifyHTML: (tapped) => api.modifyHTML(onlyIn(tapped, (_html, utils) => mine(utils.environment.name))),
    onBeforeEnvironmentCompile: (tapped) =>
      api.onBeforeEnvironmentCompile(onlyIn(tapped, (params) => mine(params.environment.name))),
    onAfterEnvironmentCompile: (tapped) =>
      api.onAfterEnvironmentCompile(onlyIn(tapped, (params) => mine(params.environment.name))),
    resolve: (handler) =>
      api.resolve(onlyIn(handler, (params) => mine(params.environment.name)) as typeof handler),
    processAssets: (descriptor, handler) =>
      api.processAssets({ ...descriptor, environments: targets(descriptor.environments) }, handler),
    transform: (descriptor, handler) =>
      api.transform({ ...descriptor, environments: targets(descriptor.environments) }, handler),
  };
}

/** An app's plugin with the app (or the one environment of it) it is kept to. */
export interface ScopedPlugin {
  plugin: RsbuildPlugin;
  scope: AppScope;
}

const ENFORCED = { pre: 0, undefined: 1, post: 2 } as const;

/**
 * All of one app's plugins as one plugin of the root build, set up in the app's own order.
 * Registered one by one they would be reordered: Rsbuild sorts plugins by name, and a name
 * several apps share (pod:prerender) would run every app's prerender step before the marketing
 * step that writes the route heads it reads.
 */
export function appPluginGroup(label: string, plugins: readonly ScopedPlugin[]): RsbuildPlugin {
  for (const { plugin } of plugins)
    if (plugin.pre || plugin.post || plugin.remove)
      throw new Error(
        `${label}: the site build cannot order the plugin ${plugin.name} (pre, post or remove)`,
      );
  const ordered = [...plugins].sort(
    (a, b) =>
      ENFORCED[`${a.plugin.enforce}` as keyof typeof ENFORCED] -
      ENFORCED[`${b.plugin.enforce}` as keyof typeof ENFORCED],
  );
  return {
    name: `pod:app-plugins:${label}`,
    async setup(api) {
      const action = api.context.action;
      for (const { plugin, scope } of ordered) {
        const { apply } = plugin;
        if (typeof apply === 'function' && action && !apply(scope.config, { action })) continue;
        if (typeof apply === 'string' && apply !== (action === 'build' ? 'build' : 'serve')) continue;
        await plugin.setup(scopedApi(api, scope));
      }
    },
  };
}
