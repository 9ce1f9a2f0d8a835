// The pages this remote serves. Its federation exposes, its prerendered pages and the heads
// the server sends are all made from this list; add a page here and in src/pages/.
import { defineRoutes } from '@pod/contracts/routes';
import { uploadText } from './content/uploadText.ts';
import { leadsText } from './leads/leadsText.ts';
import { vitalsText } from './vitals/vitalsText.ts';

// Staff tools: reachable, but not listed for search engines, and isolated from other sites' windows.
export const routes = defineRoutes([
  {
    path: '/upload',
    page: 'Upload',
    head: { title: uploadText.documentTitle, description: uploadText.metaDescription, isolate: true },
    sitemap: false,
  },
  {
    path: '/staff/leads',
    page: 'StaffLeads',
    head: {
      title: leadsText.documentTitle,
      description: leadsText.metaDescription,
      robots: 'noindex',
      isolate: true,
    },
    sitemap: false,
  },
  {
    path: '/staff/vitals',
    page: 'StaffVitals',
    head: {
      title: vitalsText.documentTitle,
      description: vitalsText.metaDescription,
      robots: 'noindex',
      isolate: true,
    },
    sitemap: false,
  },
]);
