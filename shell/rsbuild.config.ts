import { defineShellConfig } from '../rsbuild.config.ts';

export default defineShellConfig(import.meta.url);
