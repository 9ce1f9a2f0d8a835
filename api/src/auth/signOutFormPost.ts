import { NEXT_PAGE_FIELD, STAFF_SIGN_IN_TITLE_ID, STAFF_SIGN_OUT_ACTION } from '@pod/contracts/staffSignIn';
import type { SiteServer } from '@pod/site-server';
import { Hono } from 'hono';
import type { AppConfig } from '../config/loadConfig.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { ApiError } from '../http/errors/apiError.ts';
import { readFormBody } from '../http/formBody/formBody.ts';
import { SMALL_JSON_BODY_BYTES } from '../http/jsonBody/jsonBody.ts';
import { crossSitePost } from '../http/sameOrigin/crossSitePost.ts';
import { refusedPostPage } from '../http/sameOrigin/refusedPostPage.ts';
import { clearSessionCookie, readSessionToken } from './sessionCookie.ts';
import { createStaffGate } from './staffSession.ts';

export interface SignOutFormPostDeps {
  sql: SqlClient;
  config: Pick<AppConfig, 'core' | 'auth'>;
  /** Knows the live routes (where the sign-out may return). */
  site: Pick<SiteServer, 'routePaths'>;
}

/** Where a sign-out goes when its page is not named or not one of the site's. */
const DEFAULT_PAGE = '/upload';

/**
 * POST /staff/sign-out: the signed-in page's Sign out as a plain HTML form (the island signs out
 * with POST /api/auth/logout in place). The session ends and both cookies are cleared, as the JSON
 * route does; then 303 to the page the form stood on (a page of the route table, nothing else),
 * which the server now sends signed out, at its sign-in heading (the page focuses it, as the island
 * does signing out in place). A form from another site is refused.
 */
export function createSignOutFormPost(deps: SignOutFormPostDeps): Hono {
  const { settings, sessions } = createStaffGate(deps);
  const routes = new Hono();

  // The address the button posts to is no page: asked for as one, the upload page.
  routes.get(STAFF_SIGN_OUT_ACTION, (c) => c.redirect(DEFAULT_PAGE, 303));
  routes.post(STAFF_SIGN_OUT_ACTION, async (c) => {
    if (crossSitePost(c, deps.config.core.siteOrigins)) return refusedPostPage(c, DEFAULT_PAGE);
    // An unreadable body still signs out: only where to go next is lost.
    const fields = await readFormBody(c, SMALL_JSON_BODY_BYTES).catch((error: unknown) => {
      if (error instanceof ApiError) return new Map<string, string>();
      throw error;
    });
    const asked = fields.get(NEXT_PAGE_FIELD) ?? '';
    const page = (await deps.site.routePaths()).has(asked) ? asked : DEFAULT_PAGE;
    await sessions.revoke(readSessionToken(c, settings));
    clearSessionCookie(c, settings);
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${page}#${STAFF_SIGN_IN_TITLE_ID}`, 303);
  });
  return routes;
}
