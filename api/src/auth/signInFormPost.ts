import type { FormAnswer } from '@pod/contracts/formAnswer';
import { NEXT_PAGE_FIELD, STAFF_SIGN_IN_ACTION } from '@pod/contracts/staffSignIn';
import type { SiteServer } from '@pod/site-server';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppConfig } from '../config/loadConfig.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { ApiError } from '../http/errors/apiError.ts';
import { readFormBody } from '../http/formBody/formBody.ts';
import { SMALL_JSON_BODY_BYTES } from '../http/jsonBody/jsonBody.ts';
import { crossSitePost } from '../http/sameOrigin/crossSitePost.ts';
import { refusedPostPage } from '../http/sameOrigin/refusedPostPage.ts';
import { attemptSignIn } from './attemptSignIn.ts';
import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE } from './authRoutes.ts';
import { LoginThrottle } from './loginThrottle.ts';
import { createStaffGate } from './staffSession.ts';

export interface SignInFormPostDeps {
  sql: SqlClient;
  config: Pick<AppConfig, 'core' | 'auth'>;
  /** Answers a sign-in it does not act on with the staff page again; knows the live routes. */
  site: Pick<SiteServer, 'answerForm' | 'routePaths'>;
}

/** Where a sign-in goes when its page is not named or not one of the site's. */
const DEFAULT_PAGE = '/upload';

const ENTER_BOTH = 'Enter your username and password.';

/**
 * POST /staff/sign-in: staff sign-in as a plain HTML form, the same throttle, cookies and session
 * rules as POST /api/auth/login. Signed in: 303 to the page the form stood on (a page of the
 * site's route table, nothing else, so the form cannot redirect anywhere). Not: that page again
 * with the message at its top and the username kept, never the password (401, 422 or 429).
 */
export function createSignInFormPost(deps: SignInFormPostDeps): Hono {
  const gate = createStaffGate(deps);
  const throttle = new LoginThrottle(deps.sql, gate.settings.signIn, gate.settings.now);
  const parts = { sql: deps.sql, throttle, gate, trustedProxies: deps.config.core.trustedProxies };
  const routes = new Hono();

  // The address the card posts to is no page: asked for as one (a reload of an answer), the tool.
  routes.get(STAFF_SIGN_IN_ACTION, (c) => c.redirect(DEFAULT_PAGE, 303));
  routes.post(STAFF_SIGN_IN_ACTION, async (c) => {
    if (crossSitePost(c, deps.config.core.siteOrigins)) return refusedPostPage(c, DEFAULT_PAGE);
    let fields = new Map<string, string>();
    let unreadable: ApiError | undefined;
    try {
      fields = await readFormBody(c, SMALL_JSON_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      unreadable = error;
    }
    const asked = fields.get(NEXT_PAGE_FIELD) ?? '';
    const page = (await deps.site.routePaths()).has(asked) ? asked : DEFAULT_PAGE;

    const username = fields.get('username') ?? '';
    const password = fields.get('password') ?? '';
    const answer = (status: ContentfulStatusCode, body: Omit<FormAnswer, 'values'>, headers = {}) =>
      deps.site.answerForm(c, page, {
        status,
        form: { values: { username }, ...body },
        headers: { 'Cache-Control': 'no-store', ...headers },
      });

    if (unreadable) return answer(unreadable.status, { errors: {}, summary: [{ text: ENTER_BOTH }] });
    if (!username.trim() || !password) {
      const errors: Record<string, string> = {
        ...(username.trim() ? {} : { username: 'Required' }),
        ...(password ? {} : { password: 'Required' }),
      };
      return answer(422, { errors, summary: [{ text: ENTER_BOTH }] });
    }
    const outcome =
      username.length > 200 || password.length > 1024
        ? ({ ok: false, reason: 'failed' } as const)
        : await attemptSignIn(c, parts, username, password);
    if (!outcome.ok && outcome.reason === 'throttled')
      return answer(
        429,
        { errors: {}, summary: [{ text: LOGIN_THROTTLED_MESSAGE }] },
        { 'Retry-After': String(outcome.retryAfterSeconds) },
      );
    if (!outcome.ok) return answer(401, { errors: {}, summary: [{ text: LOGIN_FAILED_MESSAGE }] });
    c.header('Cache-Control', 'no-store');
    return c.redirect(page, 303);
  });
  return routes;
}
