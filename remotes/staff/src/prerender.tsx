// Build-time entry (Node): every route of this remote's list as HTML, for the server to compose,
// and beside each staff page its signed-in variant (auth/signedInPages.tsx).
import { prerenderRemote } from '@pod/shared-ui/prerender';
import { signedInPages } from './auth/signedInPages.tsx';
import { pageComponent } from './pageComponents.ts';
import { routes } from './routes.ts';

export function prerender() {
  const result = prerenderRemote('staff', routes, pageComponent);
  return { ...result, pages: [...result.pages, ...signedInPages('staff', routes, pageComponent)] };
}
