import { defineShellConfig } from '@pod/build-config/appConfig';

export default defineShellConfig(import.meta.url);
