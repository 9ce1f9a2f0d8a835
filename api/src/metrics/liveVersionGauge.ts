import { Gauge, type Registry } from 'prom-client';

/** One app as the site server serves it now. */
export interface LiveAppVersion {
  /** "shell" or a remote's name. */
  app: string;
  /** The deployed version id, or "dist" when the app's build folder serves. */
  version: string;
  /** The build id from its prerender.json (hash), or "" when unreadable. */
  build: string;
}

/**
 * pod_app_live_version{app,version,build} 1 for every app the site serves, read from the site
 * server when scraped (it resolves the live pointers per request, so a deploy shows up at the
 * next scrape). Returns the setter for where to read them; absent (API alone) nothing is set.
 */
export function createLiveVersionGauge(
  registry: Registry,
): (read: () => Promise<readonly LiveAppVersion[]>) => void {
  let read: (() => Promise<readonly LiveAppVersion[]>) | undefined;
  new Gauge({
    name: 'pod_app_live_version',
    help: 'The live version of each app (shell and remotes) this instance serves; always 1.',
    labelNames: ['app', 'version', 'build'],
    registers: [registry],
    async collect() {
      this.reset();
      const apps = read ? await read().catch(() => []) : [];
      for (const { app, version, build } of apps) this.set({ app, version, build }, 1);
    },
  });
  return (source) => {
    read = source;
  };
}
