// The pages this remote serves. Its federation exposes, its prerendered pages and the heads
// the server sends are all made from this list; add a page here and in src/pages/.
import { defineRoutes } from '@pod/contracts/routes';
import { filecheckPageText } from './content/filecheckPageText.ts';

export const routes = defineRoutes([
  {
    path: '/file-check',
    page: 'FilecheckPage',
    head: { title: filecheckPageText.title, description: filecheckPageText.description },
    sitemap: true,
  },
]);
