// Reads an app's contract out of its build output: mf-manifest.json (shared singletons with
// their versions, the federation plugin version) and prerender.json (format, routes, layouts).
import type { AppContract, SharedEntry } from './contractCheck.ts';

interface Manifest {
  shared?: { name?: unknown; version?: unknown; requiredVersion?: unknown; singleton?: unknown }[];
  metaData?: { pluginVersion?: unknown };
}

interface Prerender {
  format?: unknown;
  routes?: { path?: unknown }[];
  layouts?: Record<string, unknown>;
}

function sharedOf(manifest: Manifest): SharedEntry[] {
  return (manifest.shared ?? []).flatMap((entry) =>
    typeof entry.name === 'string' && typeof entry.version === 'string'
      ? [
          {
            name: entry.name,
            version: entry.version,
            ...(typeof entry.requiredVersion === 'string' ? { requiredVersion: entry.requiredVersion } : {}),
            ...(entry.singleton === true ? { singleton: true } : {}),
          },
        ]
      : [],
  );
}

export function appContract(
  app: string,
  version: string,
  manifest: unknown,
  prerender: unknown,
): AppContract {
  const parsedManifest = (manifest ?? {}) as Manifest;
  const parsedPrerender = (prerender ?? {}) as Prerender;
  const runtime = parsedManifest.metaData?.pluginVersion;
  return {
    app,
    version,
    shared: sharedOf(parsedManifest),
    runtime: typeof runtime === 'string' ? runtime : undefined,
    format: typeof parsedPrerender.format === 'number' ? parsedPrerender.format : undefined,
    routes: (parsedPrerender.routes ?? []).flatMap((route) =>
      typeof route?.path === 'string' ? [route.path] : [],
    ),
    layouts: Object.keys(parsedPrerender.layouts ?? {}),
  };
}
