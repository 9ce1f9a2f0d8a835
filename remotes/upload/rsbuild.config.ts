import { defineRemoteConfig } from '../../rsbuild.config.ts';

export default defineRemoteConfig({
  name: 'upload',
  exposes: {
    './Upload': './src/pages/Upload.tsx',
  },
});
