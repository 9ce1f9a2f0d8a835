// Standalone entry: the upload pages on their own dev server (pnpm --filter @pod/upload dev).
import { renderStandaloneRemote } from '@pod/shared-ui';
import { standaloneRoutes } from './standaloneRoutes.tsx';

renderStandaloneRemote('upload', standaloneRoutes);
