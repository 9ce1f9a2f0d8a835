import type { ReactElement } from 'react';
import Contact from './pages/Contact.tsx';
import ContactCs from './pages/ContactCs.tsx';

/** The pages this remote exposes, mounted at their site paths for standalone dev. */
export const standaloneRoutes: { path: string; element: ReactElement }[] = [
  { path: '/contact', element: <Contact /> },
  { path: '/contact-cs', element: <ContactCs /> },
];
