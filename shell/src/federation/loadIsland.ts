import { loadRemote } from '@module-federation/enhanced/runtime';
import type { IslandProps } from '@pod/shared-ui';
import type { ComponentType } from 'react';

type IslandModule = { default: ComponentType<IslandProps> };

// A remote's islands come through federation, each exposed as "./islands/<Name>" from its
// src/islands/ folder. (The shell has none: its header is answered by headerControls.ts.)
const ISLAND_NAME = /^[A-Z][A-Za-z0-9]{0,63}$/;
const APP_NAME = /^[a-z][a-z0-9]{0,30}$/;

/** The component that renders island `name` of remote `app`. */
export async function loadIsland(app: string, name: string): Promise<ComponentType<IslandProps>> {
  if (!ISLAND_NAME.test(name) || !APP_NAME.test(app)) throw new Error(`no island ${app}/${name}`);
  const loaded = await loadRemote<IslandModule>(`${app}/islands/${name}`);
  if (!loaded?.default) throw new Error(`${app} has no island ${name}`);
  return loaded.default;
}
