// The shell's build. The shell knows no remote at build time: the server hands the browser the
// live route table and every remote's pinned entry in the boot data, and the shell registers
// them with the federation runtime. Its dev server gets the dev remotes (found by folder).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { appEnvironments, baseConfig, webEnvironment } from './appEnvironments.ts';
import { bootScriptsPlugin } from './bootScriptsPlugin.ts';
import { API_DEV_PORT, SHELL_DEV_PORT } from './devServer.ts';
import { findRemotes } from './findRemotes.ts';
import { prerenderPlugin } from './prerenderPlugin.ts';
import { repoRoot } from './repoPaths.ts';
import { sharedFor } from './sharedSingletons.ts';
import { shellHeadScripts } from './shellHeadScripts.ts';
import { templateCommentsPlugin } from './templateComments.ts';
import { vitalsEntryPlugin, vitalsEnvironment, vitalsEnvironmentConfig } from './vitalsBuild.ts';

export interface ShellOptions {
  plugins?: RsbuildPlugin[];
}

const SHELL = 'shell';

export function defineShellConfig(configUrl: string, { plugins = [] }: ShellOptions = {}) {
  const appDir = dirname(fileURLToPath(configUrl));
  return defineConfig(async ({ command }) => {
    const mode = command === 'build' ? 'production' : 'development';
    const base = baseConfig(SHELL, SHELL_DEV_PORT);
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
            name: SHELL,
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
          // Named, or the plugin looks for an environment called `web` and skips this one.
          { environment: webEnvironment(SHELL) },
        ),
        ...plugins,
        templateCommentsPlugin(),
        ...(command === 'build'
          ? [
              vitalsEntryPlugin(appDir),
              // Fetched at idle by the starter: what a first island needs, not what a navigation does.
              bootScriptsPlugin({
                appDir,
                environment: webEnvironment(SHELL),
                skippedImports: ['./renderPageArea.tsx', './boot/renderWhole.tsx'],
                prefix: '/',
              }),
              prerenderPlugin({ app: SHELL }),
            ]
          : []),
      ],
      environments:
        command === 'build'
          ? { ...appEnvironments(SHELL, '/'), [vitalsEnvironment(SHELL)]: vitalsEnvironmentConfig }
          : undefined,
      // Absolute asset URLs so a deep link such as /faqs/ reloads correctly.
      output: { ...base.output, assetPrefix: '/' },
      server: {
        ...base.server,
        historyApiFallback: true,
        proxy: { '/api': `http://localhost:${API_DEV_PORT}` },
      },
      html: { template: './index.html', tags: await shellHeadScripts(appDir) },
    };
  });
}
