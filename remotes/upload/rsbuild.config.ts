import { defineRemoteConfig } from '../../rsbuild.config.ts';
import { routeHeadPlugin } from './build/routeHeadPlugin.ts';

export default defineRemoteConfig({
  name: 'upload',
  exposes: {
    './Upload': './src/pages/Upload.tsx',
    './StaffLeads': './src/pages/StaffLeads.tsx',
  },
  plugins: [routeHeadPlugin()],
});
