// Every page component in src/pages, by file name: the route list (routes.ts) names them.
import type { ComponentType } from 'react';

const pages = import.meta.glob<ComponentType>(['./pages/*.tsx', '!./pages/*.test.tsx'], {
  eager: true,
  import: 'default',
});

export function pageComponent(page: string): ComponentType {
  const component = pages[`./pages/${page}.tsx`];
  if (!component) throw new Error(`src/pages/${page}.tsx does not exist`);
  return component;
}
