// Build-time only (Node): a remote renders every route of its list, as the browser will hydrate it.

import { publishedRoutes, type RemoteRoute } from '@pod/contracts/routes';
import type { RemotePrerenderResult } from '@pod/deploy-format/prerender';
import type { ComponentType } from 'react';
import { prerenderPages } from './prerenderPages.tsx';

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
