// Standalone entry: this remote's pages on their own dev server (pnpm --filter @pod/staff dev).
import { renderStandaloneRemote } from '@pod/shared-ui';
import { pageComponent } from './pageComponents.ts';
import { routes } from './routes.ts';

renderStandaloneRemote('staff', routes, pageComponent);
