// Build-time (Node): each staff page rendered signed in (@pod/contracts/signedInStaff), kept
// beside the page under its variant's key for the server to send to a request with a live session.
import type { RemoteRoute } from '@pod/contracts/routes';
import { STAFF_SLOT, signedInPageKey, staffProp } from '@pod/contracts/signedInStaff';
import { prerenderPages, type RenderedPage } from '@pod/shared-ui/prerender';
import type { ComponentType } from 'react';
import { SignedInPrerender } from './signedInPrerender.ts';

export function signedInPages(
  remote: string,
  routes: readonly RemoteRoute[],
  pageOf: (page: string) => ComponentType,
): RenderedPage[] {
  const rendered = prerenderPages(
    remote,
    routes.map((route) => {
      const Page = pageOf(route.page);
      return {
        // Rendered at the route's own address (its links, its router), kept under the variant's key.
        path: route.path,
        module: `./${route.page}`,
        element: (
          <SignedInPrerender value={staffProp(STAFF_SLOT)}>
            <Page />
          </SignedInPrerender>
        ),
      };
    }),
  );
  // A page whose island took no staff prop renders as for everyone: no variant to keep.
  return rendered
    .filter((page) => page.html.includes(STAFF_SLOT.id))
    .map((page) => ({ ...page, path: signedInPageKey(page.path) }));
}
