// Build-time entry (Node): every route of this remote's list as HTML, for the server to compose.
import { prerenderRemote } from '@pod/shared-ui/prerender';
import { pageComponent } from './pageComponents.ts';
import { routes } from './routes.ts';

export function prerender() {
  return prerenderRemote('staff', routes, pageComponent);
}
