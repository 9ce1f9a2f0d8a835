// Build-time entry (Node): every route of this remote's list as HTML, for the server to compose,
// and beside each staff page whose island takes the staff prop its signed-in variant
// (@pod/contracts/signedInStaff), which the server sends to a request with a live session, the
// staff member written in.
import { STAFF_SLOT, signedInPageKey, staffProp } from '@pod/contracts/signedInStaff';
import { prerenderPages, prerenderRemote } from '@pod/shared-ui/prerender';
import { SignedInPrerender } from './auth/signedInPrerender.ts';
import { pageComponent } from './pageComponents.ts';
import { routes } from './routes.ts';

function signedInPages() {
  const rendered = prerenderPages(
    'staff',
    routes.map((route) => {
      const Page = pageComponent(route.page);
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

export function prerender() {
  const result = prerenderRemote('staff', routes, pageComponent);
  return { ...result, pages: [...result.pages, ...signedInPages()] };
}
