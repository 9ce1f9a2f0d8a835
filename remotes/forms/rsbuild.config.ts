import { defineRemoteConfig } from '../../rsbuild.config.ts';
import { routeHeadPlugin } from './build/routeHeadPlugin.ts';

export default defineRemoteConfig({
  name: 'forms',
  exposes: {
    './Contact': './src/pages/Contact.tsx',
    './ContactCs': './src/pages/ContactCs.tsx',
  },
  plugins: [routeHeadPlugin()],
});
