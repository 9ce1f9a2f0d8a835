import type { ReactNode } from 'react';
import { GlobalStyle } from './theme/GlobalStyle.tsx';
import { ToastHost } from './toast/ToastHost.tsx';

/**
 * What every page has around it: global styles and the one toast container. The shell
 * renders it once; a remote's standalone dev entry renders it too, so pages behave the same
 * in both. Pages that fetch bring their own QueryFrame.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyle />
      {children}
      <ToastHost />
    </>
  );
}
