import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './createQueryClient.ts';

/**
 * A QueryClient for the pages that fetch (forms, upload), created per page visit. Only those
 * pages import react-query, so it stays out of the first load of pages that never fetch.
 */
export function QueryFrame({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
