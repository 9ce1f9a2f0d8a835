import { type ReactNode, useCallback, useState } from 'react';
import { SiteRouter } from '../navigation/SiteRouter.tsx';
import { CommitSignal } from './CommitSignal.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';

const reloadDocument = (): void => window.location.reload();

/** An island that throws while hydrating shows the "temporarily unavailable" notice in its place. */
export function IslandFrame({
  app,
  onCommit,
  children,
}: {
  app: string;
  onCommit: () => void;
  children: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const fail = useCallback(
    (error: Error) => {
      console.warn(`[shell] an island of "${app}" failed while rendering`, error);
      setFailed(true);
    },
    [app],
  );
  if (failed)
    return (
      <CommitSignal onCommit={onCommit}>
        <RemoteUnavailable onRetry={reloadDocument} />
      </CommitSignal>
    );
  return (
    <PageErrorBoundary onError={fail}>
      <CommitSignal onCommit={onCommit}>
        <SiteRouter>{children}</SiteRouter>
      </CommitSignal>
    </PageErrorBoundary>
  );
}
