import { ToastHost } from '@pod/shared-ui';
import { createRoot } from 'react-dom/client';

/**
 * The one toast container, in a root of its own at the end of <body>: on a server-composed
 * page the shell's layout is not a React tree, and pages call notify() from their islands.
 * It renders nothing until the first toast is asked for.
 */
export function mountToasts(): void {
  const host = document.createElement('div');
  host.dataset.toastHost = '';
  document.body.append(host);
  createRoot(host).render(<ToastHost />);
}
