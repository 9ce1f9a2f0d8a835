// Standalone entry: this remote's pages on their own dev server (pnpm --filter @pod/filecheck dev).
import { renderStandaloneRemote } from '@pod/shared-ui';
import { pageComponent } from './pageComponents.ts';
import { routes } from './routes.ts';

renderStandaloneRemote('filecheck', routes, pageComponent);
