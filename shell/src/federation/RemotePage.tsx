import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { PageLoading } from './PageLoading.tsx';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';

interface Props {
  remote: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** One federated page: lazy-loaded, with a friendly fallback and a retry when its remote fails. */
export function RemotePage({ remote, load }: Props) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so "Try again" really loads again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  const Page = useMemo(() => lazy(load), [load, attempt]);
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
