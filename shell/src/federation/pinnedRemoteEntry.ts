// Federation runtime plugin. The server composes each page from a remote's build-time
// fragment and names, in the boot data, the content-addressed remoteEntry of that same
// build. Loading that entry (instead of the newest remoteEntry.js) keeps the fragment and
// the JavaScript that hydrates it from one deploy.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { readBootData } from '@pod/shared-ui/prerenderTypes';

export default function pinnedRemoteEntry(): ModuleFederationRuntimePlugin {
  return {
    name: 'pod-pinned-remote-entry',
    beforeInit(args) {
      const page = readBootData()?.page;
      if (!page) return args;
      for (const remote of args.userOptions.remotes ?? []) {
        if ('entry' in remote && remote.name === page.remote) remote.entry = page.entry;
      }
      return args;
    },
  };
}
