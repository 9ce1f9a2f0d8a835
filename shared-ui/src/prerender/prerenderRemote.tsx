// Build-time only (Node): a remote renders every route of its list, as the browser will hydrate it.

import {
  type PublishedRoute,
  publishedRoutes,
  type RemoteRoute,
  type RouteHead,
} from '@pod/contracts/routes';
import type { ComponentType } from 'react';
import { prerenderPages, type RenderedPage } from './prerenderPages.tsx';

/** What a remote's prerender bundle hands the build (@pod/build-config, build/prerenderPlugin.ts). */
export interface RemotePrerenderResult {
  pages: RenderedPage[];
  routes: PublishedRoute[];
  heads: Record<string, RouteHead>;
}

/** `pageOf`: the default export of `src/pages/<page>.tsx` (the remote resolves it in its bundle). */
export function prerenderRemote(
  remote: string,
  routes: readonly RemoteRoute[],
  pageOf: (page: string) => ComponentType,
): RemotePrerenderResult {
  const pages = prerenderPages(
    remote,
    routes.map((route) => {
      const Page = pageOf(route.page);
      return { path: route.path, module: `./${route.page}`, element: <Page /> };
    }),
  );
  return {
    pages,
    routes: publishedRoutes(routes),
    heads: Object.fromEntries(routes.map((route) => [route.path, route.head])),
  };
}
