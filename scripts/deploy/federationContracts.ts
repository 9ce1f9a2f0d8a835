// Reads the contract data out of build output: mf-manifest.json (shared singletons with their
// versions, exposed modules, the remotes a shell consumes) and the shell's site-routes.json.
import type { BuildContract, SharedEntry, ShellContract } from './contractCheck.ts';

interface Manifest {
  shared?: { name?: unknown; version?: unknown; requiredVersion?: unknown; singleton?: unknown }[];
  exposes?: { path?: unknown }[];
  remotes?: { alias?: unknown; federationContainerName?: unknown; moduleName?: unknown }[];
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

export function buildContract(manifest: unknown): BuildContract {
  const parsed = (manifest ?? {}) as Manifest;
  return {
    shared: sharedOf(parsed),
    exposes: (parsed.exposes ?? []).flatMap((entry) => (typeof entry.path === 'string' ? [entry.path] : [])),
  };
}

/** `siteRoutes`: the shell's site-routes.json ({ path, remote, module }[]). */
export function shellContract(remote: string, manifest: unknown, siteRoutes: unknown): ShellContract {
  const parsed = (manifest ?? {}) as Manifest;
  const modules: ShellContract['modules'] = [];
  for (const route of Array.isArray(siteRoutes) ? siteRoutes : []) {
    const { path, remote: owner, module } = (route ?? {}) as Record<string, unknown>;
    if (owner === remote && typeof module === 'string')
      modules.push({ module, ...(typeof path === 'string' ? { route: path } : {}) });
  }
  for (const entry of parsed.remotes ?? []) {
    const owner = entry.alias ?? entry.federationContainerName;
    if (owner === remote && typeof entry.moduleName === 'string')
      modules.push({ module: `./${entry.moduleName.replace(/^\.\//, '')}` });
  }
  return { shared: sharedOf(parsed), modules };
}
