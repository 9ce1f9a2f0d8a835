import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '../../rsbuild.config.ts';
import { marketingAssetsPlugin } from './build/marketingAssetsPlugin.ts';

export default defineRemoteConfig({
  name: 'marketing',
  exposes: {
    './Home': './src/pages/Home.tsx',
    './Products': './src/pages/Products.tsx',
    './WhyUs': './src/pages/WhyUs.tsx',
    './Integration': './src/pages/Integration.tsx',
    './Terms': './src/pages/Terms.tsx',
    './Faqs': './src/pages/Faqs.tsx',
    './PrivacyPolicy': './src/pages/PrivacyPolicy.tsx',
  },
  plugins: [marketingAssetsPlugin({ root: dirname(fileURLToPath(import.meta.url)) })],
});
