import { defineRemoteConfig } from '../../rsbuild.config.ts';

export default defineRemoteConfig({
  name: 'forms',
  exposes: {
    './Contact': './src/pages/Contact.tsx',
    './ContactCs': './src/pages/ContactCs.tsx',
  },
});
