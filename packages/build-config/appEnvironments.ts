// The Rsbuild environments every app builds, and the settings they share. Environments are
// named after their app (`marketing`, `marketing-prerender`), also in the app's own build, so
// the root build can hold every app's environments side by side under the same names.
import { join } from 'node:path';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { PRERENDER_OUT_DIR } from './prerenderPlugin.ts';
import { publicEnvDefines } from './publicEnvDefines.ts';
import { repoRoot } from './repoPaths.ts';
import { styledComponentIdsPlugin } from './styledComponentIdsPlugin.ts';

/** The browser build, where the module-federation plugin applies. */
export const webEnvironment = (app: string): string => app;
/** The Node bundle of src/prerender.tsx that renders the app's routes to HTML at build time. */
export const prerenderEnvironment = (app: string): string => `${app}-prerender`;

/** What every app's build has in common, whichever environment. */
export function baseConfig(app: string, port: number): RsbuildConfig {
  return {
    plugins: [pluginReact(), styledComponentIdsPlugin(app, join(repoRoot, 'shared-ui', 'src'))],
    source: { define: publicEnvDefines() },
    server: { port, strictPort: true },
    output: { legalComments: 'none' },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  };
}

/**
 * Two environments per app: the browser build (with federation) and the prerender bundle.
 * Asset URLs (images, the logo) come out the same in both, so the HTML points at real files.
 */
export function appEnvironments(
  app: string,
  assetPrefix: string,
): NonNullable<RsbuildConfig['environments']> {
  return {
    [webEnvironment(app)]: { source: { entry: { index: './src/index.tsx' } } },
    [prerenderEnvironment(app)]: {
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
