import { getInstance } from '@module-federation/enhanced/runtime';
import { configuredEntries } from './pinnedRemoteEntry.ts';

/**
 * The federation runtime remembers a remote whose entry failed to load. Before "Try again",
 * register it afresh at its configured (newest) entry: the page renders on the client then,
 * so it need not match the build the server pinned.
 */
export function forgetRemote(name: string): void {
  const entry = configuredEntries.get(name);
  const instance = getInstance();
  if (entry && instance) instance.registerRemotes([{ name, entry }], { force: true });
}
