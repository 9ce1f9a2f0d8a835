import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './query/createQueryClient.ts';
import { GlobalStyle } from './theme/GlobalStyle.tsx';
import { ToastHost } from './toast/ToastHost.tsx';

/**
 * Everything a page needs around it: one QueryClient, global styles and the one
 * toast container. The shell renders it once; a remote's standalone dev entry
 * renders it too, so pages behave the same in both.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
