import type { SignedInStaff } from '@pod/contracts/signedInStaff';
import { signedInPageKey } from '@pod/contracts/signedInStaff';
import type { RemotePrerender } from '@pod/deploy-format/prerender';
import type { Context } from 'hono';

/**
 * The staff member a request is signed in as, checked against the session store (the HttpOnly
 * session cookie), or null. Never the readable signed-in hint: anyone can set that one.
 */
export type SignedInStaffOf = (c: Context) => Promise<SignedInStaff | null>;

/**
 * The remote's prerender with the signed-in variant of `path` in the page's place (its HTML with
 * the staff slots, its CSS and filled lists), or undefined when the page has none.
 */
export function withSignedInPage(
  prerender: RemotePrerender | undefined,
  path: string,
): RemotePrerender | undefined {
  const page = prerender?.pages[signedInPageKey(path)];
  return prerender && page ? { ...prerender, pages: { ...prerender.pages, [path]: page } } : undefined;
}
