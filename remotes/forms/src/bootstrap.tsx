// Standalone entry: the forms pages on their own dev server (pnpm --filter @pod/forms dev).
import { renderStandaloneRemote } from '@pod/shared-ui';
import { standaloneRoutes } from './standaloneRoutes.tsx';

renderStandaloneRemote('forms', standaloneRoutes);
