import { type MarkedIsland, readBootData } from '@pod/shared-ui';
import * as life from '@pod/shared-ui/islandLife';
import { type ComponentType, StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandFrame } from '../federation/IslandFrame.tsx';
import { loadIsland } from '../federation/loadIsland.ts';
import { reportRecoverableError } from '../federation/reportRecoverableError.ts';
import { nextTask } from './nextTask.ts';

export interface HydratingIslands {
  /** Resolves when the first island has hydrated: the shell's own work waits for it. */
  firstHydrated: Promise<void>;
  /** Stops what has not started and unmounts every island root (a client-side navigation). */
  dispose(): void;
}

/**
 * The one hydrator loop: each island of the server's HTML, once the head marks it due
 * (shell/src/inline/islands.ts), is hydrated in a React root of its own with the useId prefix it
 * was rendered with, one task after another. Its code did not arrive: it is marked failed and
 * keeps its server HTML, and its Try again (RETRY_EVENT) asks once more. Its form is being posted
 * by the browser: it waits to be due again (the head says so if Back shows the page).
 */
export function hydrateIslands(islands: readonly MarkedIsland[]): HydratingIslands {
  const roots: Root[] = [];
  const stops: (() => void)[] = [];
  let disposed = false;
  let firstHydrated = () => {};
  const first = new Promise<void>((resolve) => {
    firstHydrated = resolve;
  });
  // Code loads in parallel; islands hydrate one after another, never two in one task.
  let queue = Promise.resolve();
  const whenSignalled = (island: MarkedIsland, type: string, then: () => void) => {
    island.element.addEventListener(type, then, { once: true });
    stops.push(() => island.element.removeEventListener(type, then));
  };

  const hydrate = (island: MarkedIsland) => {
    const code = loadIsland(island.app, island.name);
    code.catch(() => undefined);
    queue = queue
      .then(async () => {
        let Component: ComponentType<MarkedIsland['props']>;
        try {
          Component = await code;
        } catch (error) {
          console.warn(
            `[shell] island ${island.app}/${island.name} did not load; its server HTML stays`,
            error,
          );
          island.element.setAttribute(life.FAILED_MARK, 'true');
          return whenSignalled(island, life.RETRY_EVENT, () => hydrate(island));
        }
        await nextTask();
        if (disposed || !island.element.isConnected) return;
        if (island.element.hasAttribute(life.POSTED_MARK))
          return whenSignalled(island, life.DUE_EVENT, () => hydrate(island));
        island.element.setAttribute(life.HYDRATING_MARK, 'true');
        await new Promise<void>((committed) => {
          const onCommit = () => {
            island.element.setAttribute(life.HYDRATED_MARK, 'true');
            firstHydrated();
            committed();
          };
          stops.push(committed);
          // In a transition React hydrates in slices of a few milliseconds, yielding to the browser.
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
      })
      .catch(() => undefined);
  };

  const boot = readBootData();
  for (const island of islands) {
    // A remote that is not live (no entry in the boot data) has nothing to hydrate with.
    if (boot && !boot.remotes[island.app]) island.element.setAttribute(life.FAILED_MARK, 'true');
    else if (island.element.hasAttribute(life.DUE_MARK)) hydrate(island);
    else whenSignalled(island, life.DUE_EVENT, () => hydrate(island));
  }

  return {
    firstHydrated: first,
    dispose() {
      disposed = true;
      for (const stop of stops.splice(0)) stop();
      for (const root of roots.splice(0)) root.unmount();
    },
  };
}
