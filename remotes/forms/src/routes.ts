// The pages this remote serves. Its federation exposes, its prerendered pages and the heads
// the server sends are all made from this list; add a page here and in src/pages/.
import { defineRoutes } from '@pod/contracts/routes';
import { customerService, salesContact } from './content/formsContent.ts';

export const routes = defineRoutes([
  { path: '/contact', page: 'Contact', head: { ...salesContact.meta }, sitemap: true },
  { path: '/contact-cs', page: 'ContactCs', head: { ...customerService.meta }, sitemap: true },
  // Where a plain-HTML post lands once stored: not pages to find by search.
  { path: '/contact/sent', page: 'ContactSent', head: { ...salesContact.sentMeta }, sitemap: false },
  {
    path: '/contact-cs/sent',
    page: 'ContactCsSent',
    head: { ...customerService.sentMeta },
    sitemap: false,
  },
]);
