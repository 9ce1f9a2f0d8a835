import type { LiveSite } from './liveSite.ts';

/** Which version of each app one request sees: the shell first, then the remotes by name. */
export interface AppLiveVersion {
  app: string;
  /** Deployed version id, or "dist" when the build folder serves. */
  version: string;
  /** Build id from the app's prerender.json, "" when it has none in this format. */
  build: string;
}

export function liveVersionsOf(live: LiveSite): AppLiveVersion[] {
  const versions: AppLiveVersion[] = [
    { app: 'shell', version: live.shell.version, build: live.shellPrerender()?.build ?? '' },
  ];
  for (const remote of live.remoteNames().sort()) {
    const build = live.build(remote);
    if (!build) continue;
    versions.push({ app: remote, version: build.version, build: live.remotePrerender(remote)?.build ?? '' });
  }
  return versions;
}
