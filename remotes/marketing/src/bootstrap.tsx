// Standalone entry: the marketing pages on their own dev server (pnpm --filter @pod/marketing dev).
import { renderStandaloneRemote } from '@pod/shared-ui';
import { standaloneRoutes } from './standaloneRoutes.tsx';

renderStandaloneRemote('marketing', standaloneRoutes);
