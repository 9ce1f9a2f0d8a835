// Builds the analysis worker as a bundle of its own, before the remote's build, and ships it in
// the remote's static/js/ under a content hash. Why not `new Worker(new URL(…, import.meta.url))`
// inside the remote's build: Module Federation injects its runtime into every entry of that
// build, worker chunks included, and the remote's runtime is the shell's (externalRuntime),
// which a worker does not have; and chunks the worker would load with importScripts are refused
// by the policy the server sends with scripts. One self-contained file avoids both.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';
import { declareIslandScripts } from './declareIslandScripts.ts';

const OUT_DIR = join('.generated', 'worker');

/** The island that starts the worker (src/islands/FileCheckTool.tsx, `<Island name>` on the page). */
const WORKER_ISLAND = 'FileCheckTool';

/** The define the page reads: the worker's URL under the remote's public path. */
export const WORKER_URL_DEFINE = 'process.env.FILECHECK_WORKER_URL';

async function buildWorker(root: string): Promise<string> {
  const rsbuild = await createRsbuild({
    cwd: root,
    rsbuildConfig: {
      source: { entry: { 'analysis-worker': './src/analysis/analysis.worker.ts' } },
      output: {
        target: 'web-worker',
        distPath: { root: OUT_DIR, js: '' },
        filename: { js: '[name].[contenthash:10].js' },
        cleanDistPath: true,
        legalComments: 'none',
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      logLevel: 'warn',
    },
  });
  const { close } = await rsbuild.build();
  await close();
  const file = readdirSync(join(root, OUT_DIR)).find((name) => /^analysis-worker\.[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error('the analysis worker bundle was not written');
  return file;
}

export function analysisWorkerPlugin({ root }: { root: string }): RsbuildPlugin {
  return {
    name: 'filecheck:analysis-worker',
    setup(api) {
      let file = '';
      api.modifyRsbuildConfig(async (config, { mergeRsbuildConfig }) => {
        file = await buildWorker(root);
        const prefix = typeof config.output?.assetPrefix === 'string' ? config.output.assetPrefix : '/';
        const url = `${prefix.endsWith('/') ? prefix : `${prefix}/`}static/js/${file}`;
        return mergeRsbuildConfig(config, {
          source: { define: { [WORKER_URL_DEFINE]: JSON.stringify(url) } },
          output: { copy: [{ from: join(root, OUT_DIR, file), to: join('static', 'js', file) }] },
        });
      });
      // The island starts the worker as it comes alive, a chain of fetches after the visitor's
      // first touch; declared, the worker is fetched ahead with the island's code. Written after
      // the build, not with the config (the build empties .prerender/, where the file lives), and
      // before the prerender step that reads it.
      api.onAfterBuild({
        order: 'pre',
        handler: () => declareIslandScripts(root, { [WORKER_ISLAND]: [`static/js/${file}`] }),
      });
    },
  };
}
