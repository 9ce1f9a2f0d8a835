// Build-time entry (Node): every route of this remote's list as HTML, for the server to compose.
import { prerenderRemote } from '@pod/shared-ui/prerender';
import { faqSearchList } from './components/faq/faqSearchList.ts';
import { pageComponent } from './pageComponents.ts';
import { routes } from './routes.ts';

export function prerender() {
  const result = prerenderRemote('marketing', routes, pageComponent);
  // /faqs's search is answered by the server for `?q=` (a link to share, a search without scripts).
  const pages = result.pages.map((page) =>
    page.path === '/faqs' ? { ...page, searchList: faqSearchList(page.html) } : page,
  );
  return { ...result, pages };
}
