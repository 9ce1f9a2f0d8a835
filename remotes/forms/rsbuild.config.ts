import { defineRemoteConfig } from '@pod/build-config/appConfig';
import { routes } from './src/routes.ts';

export default defineRemoteConfig(import.meta.url, { routes });
