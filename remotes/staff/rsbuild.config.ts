import { defineRemoteConfig } from '../../rsbuild.config.ts';
import { routes } from './src/routes.ts';

export default defineRemoteConfig(import.meta.url, { routes });
