import type { ReactElement } from 'react';
import Faqs from './pages/Faqs.tsx';
import Home from './pages/Home.tsx';
import Integration from './pages/Integration.tsx';
import PrivacyPolicy from './pages/PrivacyPolicy.tsx';
import Products from './pages/Products.tsx';
import Terms from './pages/Terms.tsx';
import WhyUs from './pages/WhyUs.tsx';

/** The pages this remote exposes, mounted at their site paths for standalone dev. */
export const standaloneRoutes: { path: string; element: ReactElement }[] = [
  { path: '/', element: <Home /> },
  { path: '/products', element: <Products /> },
  { path: '/why-us', element: <WhyUs /> },
  { path: '/integration', element: <Integration /> },
  { path: '/terms', element: <Terms /> },
  { path: '/faqs', element: <Faqs /> },
  { path: '/privacy-policy', element: <PrivacyPolicy /> },
];
