import { type MarkedIsland, readBootData } from '@pod/shared-ui';
import {
  DUE_EVENT,
  DUE_MARK,
  FAILED_MARK,
  HYDRATED_MARK,
  HYDRATING_MARK,
  POSTED_MARK,
  RETRY_EVENT,
} from '@pod/shared-ui/islandLife';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandFrame } from '../federation/IslandFrame.tsx';
import { reportRecoverableError } from '../federation/reportRecoverableError.ts';
import { loadIsland } from './loadIsland.ts';
import { nextTask } from './nextTask.ts';

export interface HydratingIslands {
  /** Resolves when every `load` island has hydrated (true) or one failed to load (false). */
  loaded: Promise<boolean>;
  /** Resolves when the first island has hydrated: the shell's own work waits for it. */
  firstLive: Promise<void>;
  /** Stops what has not started and unmounts every island root (a client-side navigation). */
  dispose(): void;
}

/**
 * Brings the islands of the server's HTML to life, each in a React root of its own with the
 * useId prefix it was rendered with, one task after another, as the head's starter marks each
 * due (shell/src/inline/startShell.ts decides when). Everything else stays the server's HTML.
 * An island whose code never arrives keeps its server HTML (links and reading still work).
 */
export function hydrateIslands(islands: readonly MarkedIsland[]): HydratingIslands {
  const roots: Root[] = [];
  const cancels: (() => void)[] = [];
  // Hydrations waiting to commit: a dispose settles them, so nothing waits forever.
  const pending = new Set<() => void>();
  let disposed = false;
  let resolveFirstLive = () => {};
  const firstLive = new Promise<void>((resolve) => {
    resolveFirstLive = resolve;
  });
  const boot = readBootData();
  // Queue so that two islands never hydrate in the same task.
  let queue = Promise.resolve();

  // Resolves when the page is shown again (bfcache) with the island's posted mark gone.
  const shownAgain = (element: Element) =>
    new Promise<void>((resolve) => {
      const onShow = () => {
        if (element.hasAttribute(POSTED_MARK)) return;
        window.removeEventListener('pageshow', onShow);
        resolve();
      };
      window.addEventListener('pageshow', onShow);
      cancels.push(() => window.removeEventListener('pageshow', onShow));
    });

  const hydrate = (island: MarkedIsland): Promise<boolean> => {
    // Code loads in parallel; only the hydrating is one island after another.
    const code = loadIsland(island.app, island.name);
    code.catch(() => undefined);
    const step = queue.then(async (): Promise<boolean | { later: Promise<boolean> }> => {
      if (disposed) return false;
      let Component: Awaited<typeof code>;
      try {
        Component = await code;
      } catch (error) {
        console.warn(
          `[shell] island ${island.app}/${island.name} did not load; its server HTML stays`,
          error,
        );
        island.element.setAttribute(FAILED_MARK, 'true');
        // The visitor's Try again (shared-ui's IslandFailure, via beforeLive.ts) asks once more.
        island.element.addEventListener(RETRY_EVENT, () => void hydrate(island), { once: true });
        return false;
      }
      await nextTask();
      if (disposed || !island.element.isConnected) return false;
      // Its form is being posted natively: the page is leaving. Later, and without holding the
      // islands queued behind it, if the page is shown again.
      if (island.element.hasAttribute(POSTED_MARK))
        return { later: shownAgain(island.element).then(() => hydrate(island)) };
      const committed = new Promise<void>((resolve) => {
        pending.add(resolve);
        const onCommit = () => {
          island.element.setAttribute(HYDRATED_MARK, 'true');
          resolveFirstLive();
          pending.delete(resolve);
          resolve();
        };
        // In a transition React hydrates in slices of a few milliseconds, yielding to the
        // browser between them, instead of in one long task that holds every press elsewhere on
        // the page. A press on the island before it is live did what its HTML says (a form posts).
        island.element.setAttribute(HYDRATING_MARK, 'true');
        startTransition(() => {
          roots.push(
            hydrateRoot(
              island.element,
              <StrictMode>
                <IslandFrame app={island.app} onCommit={onCommit}>
                  <Component {...island.props} />
                </IslandFrame>
              </StrictMode>,
              { identifierPrefix: island.idPrefix, onRecoverableError: reportRecoverableError(island.app) },
            ),
          );
        });
      });
      await committed;
      return !disposed;
    });
    queue = step.then(
      () => undefined,
      () => undefined,
    );
    return step.then((done) => (typeof done === 'boolean' ? done : done.later));
  };

  const loading: Promise<boolean>[] = [];
  for (const island of islands) {
    // A remote that is not live (its entry is not in the boot data) has nothing to hydrate with.
    if (boot && !boot.remotes[island.app]) {
      // Marked as one whose code failed: its IslandFailure says so.
      island.element.setAttribute(FAILED_MARK, 'true');
      if (island.hydrate === 'load') loading.push(Promise.resolve(false));
      continue;
    }
    const element = island.element;
    const live = new Promise<void>((due) => {
      if (element.hasAttribute(DUE_MARK)) return due();
      const onDue = () => due();
      element.addEventListener(DUE_EVENT, onDue, { once: true });
      cancels.push(() => element.removeEventListener(DUE_EVENT, onDue));
    }).then(() => hydrate(island));
    if (island.hydrate === 'load') loading.push(live);
  }

  return {
    loaded: Promise.all(loading).then((done) => done.every(Boolean)),
    firstLive,
    dispose() {
      disposed = true;
      for (const cancel of cancels) cancel();
      for (const root of roots) root.unmount();
      roots.length = 0;
      for (const settle of pending) settle();
      pending.clear();
    },
  };
}
