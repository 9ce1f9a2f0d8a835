import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '../../rsbuild.config.ts';
import { analysisWorkerPlugin } from './build/analysisWorkerPlugin.ts';
import { routes } from './src/routes.ts';

export default defineRemoteConfig(import.meta.url, {
  routes,
  plugins: [analysisWorkerPlugin({ root: dirname(fileURLToPath(import.meta.url)) })],
});
