import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '../../rsbuild.config.ts';
import { marketingAssetsPlugin } from './build/marketingAssetsPlugin.ts';
import { routes } from './src/routes.ts';

export default defineRemoteConfig(import.meta.url, {
  routes,
  plugins: [marketingAssetsPlugin({ root: dirname(fileURLToPath(import.meta.url)) })],
});
