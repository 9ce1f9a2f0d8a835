// Federation runtime plugin. The server composes each page from a remote's build-time
// fragment and names, in the boot data, the content-addressed remoteEntry of that same
// build. Loading that entry (instead of the newest remoteEntry.js) keeps the fragment and
// the JavaScript that hydrates it from one deploy.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { readBootData } from '@pod/shared-ui/prerenderTypes';

/** The entries the shell was built with, before pinning: what a retry goes back to. */
export const configuredEntries = new Map<string, string>();

export default function pinnedRemoteEntry(): ModuleFederationRuntimePlugin {
  return {
    name: 'pod-pinned-remote-entry',
    beforeInit(args) {
      const page = readBootData()?.page;
      for (const remote of args.userOptions.remotes ?? []) {
        if (!('entry' in remote)) continue;
        if (!configuredEntries.has(remote.name)) configuredEntries.set(remote.name, remote.entry);
        if (page && remote.name === page.remote) remote.entry = page.entry;
      }
      return args;
    },
  };
}
