// The whole site in one Rsbuild run (`pnpm build`): every app's own rsbuild.config.ts (the
// shell's and each remote's under remotes/), composed as environments of one build by
// @pod/build-config's siteBuild.ts. Each team still builds, tests and deploys its app alone
// with `pnpm build` in its folder, from the same config file. shared-ui is not built: the apps
// compile it from source.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineSiteConfig, siteApps } from '@pod/build-config/siteBuild';
import { defineConfig } from '@rsbuild/core';

const root = dirname(fileURLToPath(import.meta.url));

export default defineConfig(({ command }) => {
  // Each app's dev server has its own port and origin: `pnpm dev` (scripts/devAll.ts) starts them.
  if (command !== 'build')
    throw new Error('the root config builds the site; `pnpm dev` runs the dev servers');
  return defineSiteConfig(siteApps(root));
});
