// Build-time entry (Node): this remote's pages as HTML, for the server to compose.
import { prerenderPages } from '@pod/shared-ui/prerender';
import { standaloneRoutes } from './standaloneRoutes.tsx';

export function prerender() {
  return prerenderPages('marketing', standaloneRoutes);
}
