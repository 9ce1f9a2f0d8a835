import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastDemand } from './toastRuntime.ts';

const ToastContainerView = lazy(() => import('./ToastContainerView.tsx'));

/**
 * The one toast container, mounted when the first toast is asked for: react-toastify stays
 * out of the first load of every page (most visits never show a toast).
 */
export function ToastHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    return onToastDemand(() => setReady(true));
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <ToastContainerView />
    </Suspense>
  ) : null;
}
