// The shell holds no list of pages. In production the server hands it the route table, made
// from the live version of every remote, and each remote's pinned entry (boot data); the dev
// shell asks each remote's dev server (found by folder at build time) for its routes instead.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type BootRoute, readBootData } from '@pod/shared-ui';
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

interface DevRemote {
  name: string;
  url: string;
}

async function devRoutes(remote: DevRemote): Promise<BootRoute[]> {
  try {
    const response = await fetch(`${remote.url}pod-routes.json`);
    const routes = (await response.json()) as { path: string; module: string }[];
    return routes.map((route) => ({ path: route.path, module: route.module, remote: remote.name }));
  } catch {
    console.warn(
      `[shell] the ${remote.name} dev server at ${remote.url} does not answer; its pages are missing`,
    );
    return [];
  }
}

/** Registers every live remote with the federation runtime and returns the route table. */
export async function connectLiveRemotes(): Promise<BootRoute[]> {
  const boot = readBootData();
  if (boot) {
    registerRemotes(Object.entries(boot.remotes).map(([name, entry]) => ({ name, entry })));
    return boot.routes;
  }
  const remotes = JSON.parse(process.env.POD_DEV_REMOTES ?? '[]') as DevRemote[];
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: `${remote.url}mf-manifest.json` })));
  return (await Promise.all(remotes.map(devRoutes))).flat();
}

/**
 * One page module, by name, through the federation runtime. A remote whose entry failed to
 * load is not kept by the runtime, so calling this again is a real retry.
 */
export async function loadPage(remote: string, module: string): Promise<PageModule> {
  const loaded = await loadRemote<PageModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`${remote} has no page module ${module}`);
  return loaded;
}
