import { headerAfterMove } from './headerAfterMove.ts';

// One browser history for every React root of the page (the shell's islands, the remotes'
// islands, the page rendered after a navigation): each renders a <Router> bound to it, so a
// link in any of them moves all of them, as one router would.

export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type SiteAction = 'POP' | 'PUSH' | 'REPLACE';

export interface SiteSnapshot {
  location: SiteLocation;
  action: SiteAction;
}

type To = string | { pathname?: string; search?: string; hash?: string };

interface Entry {
  usr: unknown;
  key: string;
}

const createPath = (to: To): string =>
  typeof to === 'string'
    ? to
    : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;

const newKey = (): string => Math.random().toString(36).slice(2, 10);

function readLocation(): SiteLocation {
  const entry = window.history.state as Partial<Entry> | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

let snapshot: SiteSnapshot | null = null;
const listeners = new Set<() => void>();
let listening = false;

function update(action: SiteAction): void {
  const before = snapshot?.location.pathname ?? window.location.pathname;
  snapshot = { location: readLocation(), action };
  for (const listener of [...listeners]) listener();
  if (snapshot.location.pathname !== before) headerAfterMove();
}

const onPopState = (): void => update('POP');

export const siteHistory = {
  /** The current location; the same object until it changes (for useSyncExternalStore). */
  current(): SiteSnapshot {
    if (!snapshot) snapshot = { location: readLocation(), action: 'POP' };
    return snapshot;
  },
  listen(listener: () => void): () => void {
    if (!listening) {
      window.addEventListener('popstate', onPopState);
      listening = true;
    }
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  createHref: createPath,
  push(to: To, state?: unknown): void {
    window.history.pushState({ usr: state ?? null, key: newKey() } satisfies Entry, '', createPath(to));
    update('PUSH');
  },
  replace(to: To, state?: unknown): void {
    window.history.replaceState({ usr: state ?? null, key: newKey() } satisfies Entry, '', createPath(to));
    update('REPLACE');
  },
  go(delta: number): void {
    window.history.go(delta);
  },
};
