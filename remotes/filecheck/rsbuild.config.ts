import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@pod/build-config/appConfig';
import { analysisWorkerPlugin } from './buildPlugins/analysisWorkerPlugin.ts';
import { routes } from './src/routes.ts';

export default defineRemoteConfig(import.meta.url, {
  routes,
  plugins: [analysisWorkerPlugin({ root: dirname(fileURLToPath(import.meta.url)) })],
});
