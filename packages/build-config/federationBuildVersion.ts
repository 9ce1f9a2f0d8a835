// Module Federation names each build "<name>:<version>" (FEDERATION_BUILD_IDENTIFIER, baked into
// the entry and remoteEntry.js) with the version it reads when its Rspack plugin is applied:
// MF_BUILD_VERSION, else the package.json of process.cwd(). An app's own build runs in the app's
// folder, so the name is "forms:1.0.0"; one run for every app has one cwd, the repo, whose
// package.json has no version ("forms:local"). So in the site build each app's federation
// plugin is applied with MF_BUILD_VERSION set to its app's version, and the variable is put
// back at once (the manifest step reads it later, at emit time, per app from its own folder).
import { join } from 'node:path';
import { PLUGIN_NAME } from '@module-federation/rsbuild-plugin';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { readJson } from './repoPaths.ts';

/** An Rspack plugin applied while MF_BUILD_VERSION holds `version`. */
export class WithBuildVersion {
  readonly name: string;
  readonly inner: Rspack.RspackPluginInstance;
  readonly version: string;

  constructor(inner: Rspack.RspackPluginInstance, version: string) {
    this.name = String(inner.name);
    this.inner = inner;
    this.version = version;
  }

  apply(compiler: Rspack.Compiler): void {
    const before = process.env.MF_BUILD_VERSION;
    process.env.MF_BUILD_VERSION = this.version;
    try {
      this.inner.apply(compiler);
    } finally {
      if (before === undefined) delete process.env.MF_BUILD_VERSION;
      else process.env.MF_BUILD_VERSION = before;
    }
  }
}

/** Registered after the apps' plugins: their federation plugins are in the Rspack configs by then. */
export function federationBuildVersions(
  apps: readonly { dir: string; environments: readonly string[] }[],
): RsbuildPlugin {
  return {
    name: 'pod:federation-build-versions',
    setup(api) {
      api.onBeforeCreateCompiler(({ bundlerConfigs }) => {
        // A version given for the whole run is every app's, as in their own builds.
        if (process.env.MF_BUILD_VERSION) return;
        for (const config of bundlerConfigs) {
          const app = apps.find((candidate) => candidate.environments.includes(String(config.name)));
          const version = app ? readJson(join(app.dir, 'package.json')).version : undefined;
          if (typeof version !== 'string') continue;
          config.plugins = config.plugins?.map((plugin) =>
            plugin && 'name' in plugin && plugin.name === PLUGIN_NAME
              ? new WithBuildVersion(plugin as Rspack.RspackPluginInstance, version)
              : plugin,
          );
        }
      });
    },
  };
}
