import type { StandaloneRoute } from '@pod/shared-ui';
import Contact from './pages/Contact.tsx';
import ContactCs from './pages/ContactCs.tsx';

/**
 * The pages this remote exposes, at their site paths, with the exposed module that renders
 * each: mounted by the standalone dev server and rendered to HTML by the build (prerender.tsx).
 */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/contact', module: './Contact', element: <Contact /> },
  { path: '/contact-cs', module: './ContactCs', element: <ContactCs /> },
];
