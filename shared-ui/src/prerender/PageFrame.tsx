import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * What a remote's page root has around the page, on the server and in the browser alike
 * (the router comes from outside: StaticRouter at build time, the shell's router in the
 * browser). No DOM of its own, so the prerendered HTML is exactly the page's.
 */
export function PageFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
