import { Router, UNSAFE_NavigationContext, useLocation, useNavigationType } from '@pod/router';
import { idPrefixFor } from '@pod/shared-ui';
import { PAGE_HYDRATED_MARK } from '@pod/shared-ui/islandLife';
import { type ComponentType, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { applyRouteHead } from '../navigation/routeHead.ts';
import { CommitSignal } from './CommitSignal.tsx';
import { loadPage, type PageModule } from './liveRemotes.ts';
import { PageContainer } from './PageContainer.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { PageLoading } from './PageLoading.tsx';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';
import { usePageRoot } from './usePageRoot.ts';

interface Props {
  remote: string;
  /** The route's path: its head comes from the remote's route list. */
  path?: string;
  /** The exposed module rendering the page, e.g. "./Contact". */
  module: string;
  /** How the page module is loaded (tests pass their own); default: the federation runtime. */
  load?: (remote: string, module: string) => Promise<PageModule>;
  /** When "Try again" fails too: default, reload the document (the server composes it anew). */
  reloadDocument?: () => void;
}

const reloadThisDocument = (): void => window.location.reload();

type State =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'load-failed' }
  | { status: 'render-failed' };

/**
 * One federated page, in a React root of its own inside the shell's <main>, rendered on the
 * client after a client-side navigation (a server-composed first load hydrates only its
 * islands, boot/hydrateIslands.tsx), with "Try again" when the remote is down or throws.
 */
export function RemotePage({
  remote,
  path,
  module,
  load = loadPage,
  reloadDocument = reloadThisDocument,
}: Props) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (path !== undefined) void applyRouteHead(remote, path);
  }, [remote, path]);
  const [state, setState] = useState<State>({ status: 'loading' });
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    load(remote, module).then(
      (loaded) => {
        if (!cancelled) setState({ status: 'ready', Page: loaded.default });
      },
      (error: unknown) => {
        console.warn(`[shell] remote "${remote}" failed to load`, error);
        if (cancelled) return;
        // "Try again" retried in place and failed too: a fresh document is the last resort.
        if (attempt > 0) reloadDocument();
        else setState({ status: 'load-failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, remote, module, attempt, reloadDocument]);

  const fail = useCallback(
    (error: Error) => {
      console.warn(`[shell] remote "${remote}" failed while rendering`, error);
      setState({ status: 'render-failed' });
    },
    [remote],
  );
  // Set once the page's root has committed (hydrated, or rendered on the client).
  const [painted, setPainted] = useState(false);
  const markReady = useCallback(() => {
    container.current?.setAttribute(PAGE_HYDRATED_MARK, 'true');
    setPainted(true);
  }, []);

  // The page's root gets the shell's router state through a router of its own.
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const Page = state.status === 'ready' ? state.Page : null;
  const element = useMemo(
    () =>
      Page ? (
        <PageErrorBoundary onError={fail}>
          <CommitSignal onCommit={markReady}>
            <Router location={location} navigationType={navigationType} navigator={navigator}>
              <Page />
            </Router>
          </CommitSignal>
        </PageErrorBoundary>
      ) : null,
    [Page, fail, markReady, location, navigationType, navigator],
  );
  usePageRoot(container, element, { identifierPrefix: idPrefixFor(remote), remote });

  if (state.status === 'render-failed' || state.status === 'load-failed') {
    return (
      <RemoteUnavailable
        onRetry={() => {
          setState({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (state.status !== 'ready') return <PageLoading />;
  return <PageContainer remote={remote} reserveHeight={!painted} ref={container} />;
}
