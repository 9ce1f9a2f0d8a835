import type { StandaloneRoute } from '@pod/shared-ui';
import Faqs from './pages/Faqs.tsx';
import Home from './pages/Home.tsx';
import Integration from './pages/Integration.tsx';
import PrivacyPolicy from './pages/PrivacyPolicy.tsx';
import Products from './pages/Products.tsx';
import Terms from './pages/Terms.tsx';
import WhyUs from './pages/WhyUs.tsx';

/**
 * The pages this remote exposes, at their site paths, with the exposed module that renders
 * each: mounted by the standalone dev server and rendered to HTML by the build (prerender.tsx).
 */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/', module: './Home', element: <Home /> },
  { path: '/products', module: './Products', element: <Products /> },
  { path: '/why-us', module: './WhyUs', element: <WhyUs /> },
  { path: '/integration', module: './Integration', element: <Integration /> },
  { path: '/terms', module: './Terms', element: <Terms /> },
  { path: '/faqs', module: './Faqs', element: <Faqs /> },
  { path: '/privacy-policy', module: './PrivacyPolicy', element: <PrivacyPolicy /> },
];
