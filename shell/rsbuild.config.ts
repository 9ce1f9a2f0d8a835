import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { defineShellConfig } from '../rsbuild.config.ts';
import { siteRoutes } from './src/routes/siteRoutes.ts';

// The server reads dist/site-routes.json to answer 200 for known routes and 404
// (still with the shell's HTML and its not-found screen) for everything else.
const writeSiteRoutes: RsbuildPlugin = {
  name: 'shell:site-routes',
  setup(api) {
    api.onAfterBuild(() => {
      const dist = join(api.context.rootPath, 'dist');
      mkdirSync(dist, { recursive: true });
      writeFileSync(join(dist, 'site-routes.json'), JSON.stringify(siteRoutes, null, 2));
    });
  },
};

export default defineShellConfig({ plugins: [writeSiteRoutes] });
