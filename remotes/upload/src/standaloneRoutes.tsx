import type { StandaloneRoute } from '@pod/shared-ui';
import StaffLeads from './pages/StaffLeads.tsx';
import Upload from './pages/Upload.tsx';

/**
 * The pages this remote exposes, at their site paths, with the exposed module that renders
 * each: mounted by the standalone dev server and rendered to HTML by the build (prerender.tsx).
 */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/upload', module: './Upload', element: <Upload /> },
  { path: '/staff/leads', module: './StaffLeads', element: <StaffLeads /> },
];
