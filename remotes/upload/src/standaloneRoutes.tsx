import type { ReactElement } from 'react';
import StaffLeads from './pages/StaffLeads.tsx';
import Upload from './pages/Upload.tsx';

/** The pages this remote exposes, mounted at their site paths for standalone dev. */
export const standaloneRoutes: { path: string; element: ReactElement }[] = [
  { path: '/upload', element: <Upload /> },
  { path: '/staff/leads', element: <StaffLeads /> },
];
