// The pages this remote serves. Its federation exposes, its prerendered pages and the heads
// the server sends are all made from this list; add a page here and in src/pages/. The build
// adds the generated og image, JSON-LD and LCP preload to these heads (build/routeHeads.ts).
import { defineRoutes } from '@pod/contracts/routes';
import { type MarketingPath, pageMeta } from './content/pageMeta.ts';

const head = (path: MarketingPath) => ({
  title: pageMeta[path].title,
  description: pageMeta[path].description,
});

export const routes = defineRoutes([
  { path: '/', page: 'Home', head: head('/'), sitemap: true },
  { path: '/products', page: 'Products', head: head('/products'), sitemap: true },
  { path: '/why-us', page: 'WhyUs', head: head('/why-us'), sitemap: true },
  { path: '/integration', page: 'Integration', head: head('/integration'), sitemap: true },
  { path: '/terms', page: 'Terms', head: head('/terms'), sitemap: true },
  { path: '/faqs', page: 'Faqs', head: head('/faqs'), sitemap: true },
  { path: '/privacy-policy', page: 'PrivacyPolicy', head: head('/privacy-policy'), sitemap: true },
]);
