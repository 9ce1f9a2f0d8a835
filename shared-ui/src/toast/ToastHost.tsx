import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastDemand } from './toastRuntime.ts';

const ToastContainerView = lazy(() => import('./ToastContainerView.tsx'));

/** The one toast container, mounted once the page is idle (or at once when a toast is waiting). */
export function ToastHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const show = () => setReady(true);
    const stopListening = onToastDemand(show);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(show, { timeout: 4000 })
      : window.setTimeout(show, 2000);
    return () => {
      stopListening();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <ToastContainerView />
    </Suspense>
  ) : null;
}
