import type { APIRequestContext, Page } from '@playwright/test';
import { type ColorScheme, THEME_COOKIE } from '@pod/contracts/themeChoice';
import { siteRoutes } from './routes.ts';
import { E2E_STAFF } from './server.ts';

/**
 * A page the independent checkers read: a route as anyone gets it, a form's answer to a post
 * (what a visitor without scripts sees), or a staff page signed in.
 */
export interface CheckedPage {
  /** What the report calls it: the path, with what was posted or who asked. */
  name: string;
  /** The path (and query) asked for. */
  path: string;
  /** A form post the page answers: its url-encoded body. */
  post?: string;
  /** Seen by signed-in staff. */
  signedIn?: boolean;
}

/** Every page the site shows, once each: every route, a search, each no-script answer, staff signed in. */
export function checkedPages(): CheckedPage[] {
  return [
    ...siteRoutes.map((path) => ({ name: path, path })),
    { name: '/faqs?q=shipping', path: '/faqs?q=shipping' },
    // Sent empty: the form again with a message for every required field and the summary.
    { name: 'POST /contact/messages (empty)', path: '/contact/messages', post: '' },
    { name: 'POST /contact-cs/messages (empty)', path: '/contact-cs/messages', post: '' },
    {
      name: 'POST /staff/sign-in (wrong password)',
      path: '/staff/sign-in',
      post: new URLSearchParams({
        username: 'nobody',
        password: 'not a password',
        next: '/staff/leads',
      }).toString(),
    },
    ...['/upload', '/staff/leads', '/staff/vitals'].map((path) => ({
      name: `${path} (signed in)`,
      path,
      signedIn: true,
    })),
  ];
}

export const colorSchemes: readonly ColorScheme[] = ['light', 'dark'];

/** The theme cookie the header's switch sets: the server writes the theme into the page. */
export function themeCookie(theme: ColorScheme, baseURL: string) {
  return { name: THEME_COOKIE, value: theme, url: baseURL };
}

/** Signs the context in as the e2e staff account through the API, as the sign-in card does. */
export async function signInStaff(request: APIRequestContext, baseURL: string): Promise<void> {
  const answer = await request.post('/api/auth/login', {
    headers: { Origin: new URL(baseURL).origin },
    data: { username: E2E_STAFF.username, password: E2E_STAFF.password },
  });
  if (!answer.ok()) throw new Error(`staff sign-in answered ${answer.status()}: ${await answer.text()}`);
}

/** The HTML the server sends for a checked page, in one theme (cookies of `request` sent along). */
export async function servedHtml(
  request: APIRequestContext,
  page: CheckedPage,
  theme: ColorScheme,
  baseURL: string,
): Promise<string> {
  const headers = { Cookie: `${THEME_COOKIE}=${theme}`, Origin: new URL(baseURL).origin };
  const answer =
    page.post === undefined
      ? await request.get(page.path, { headers })
      : await request.post(page.path, {
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          data: page.post,
        });
  const type = answer.headers()['content-type'] ?? '';
  if (!type.startsWith('text/html')) throw new Error(`${page.name} answered ${type}, not HTML`);
  return answer.text();
}

/** Opens a checked page in the browser: a post is sent as the page's own navigation. */
export async function openCheckedPage(browserPage: Page, page: CheckedPage): Promise<void> {
  const post = page.post;
  if (post !== undefined) {
    await browserPage.route(
      (url) => url.pathname === page.path,
      async (route) => {
        if (!route.request().isNavigationRequest()) return route.continue();
        // Headers given replace the browser's, its cookies among them: they go along by hand.
        const cookies = await browserPage.context().cookies(route.request().url());
        return route.continue({
          method: 'POST',
          postData: post,
          headers: {
            ...route.request().headers(),
            'content-type': 'application/x-www-form-urlencoded',
            cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
          },
        });
      },
    );
  }
  await browserPage.goto(page.path);
}
