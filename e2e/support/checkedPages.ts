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
  /** The page whose form sends that post (in the browser). */
  formOn?: string;
  /** Seen by signed-in staff. */
  signedIn?: boolean;
}

/** Every page the site shows, once each: every route, a search, each no-script answer, staff signed in. */
export function checkedPages(): CheckedPage[] {
  return [
    ...siteRoutes.map((path) => ({ name: path, path })),
    { name: '/faqs?q=shipping', path: '/faqs?q=shipping' },
    // Sent empty: the form again with a message for every required field and the summary.
    { name: 'POST /contact/messages (empty)', path: '/contact/messages', post: '', formOn: '/contact' },
    {
      name: 'POST /contact-cs/messages (empty)',
      path: '/contact-cs/messages',
      post: '',
      formOn: '/contact-cs',
    },
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

/**
 * Opens a checked page in the browser. A post is sent by the form on its page, natively (no
 * submit handler, no check of required fields): the fields the post names filled in, the
 * others as the page has them.
 */
export async function openCheckedPage(browserPage: Page, page: CheckedPage): Promise<void> {
  if (page.post === undefined || !page.formOn) {
    await browserPage.goto(page.path);
    return;
  }
  await browserPage.goto(page.formOn);
  const fields = Object.fromEntries(new URLSearchParams(page.post));
  await Promise.all([
    browserPage.waitForURL((url) => url.pathname === page.path),
    browserPage.evaluate(
      ({ action, values }) => {
        const form = document.querySelector<HTMLFormElement>(`form[action="${action}"]`);
        if (!form) throw new Error(`no form posts to ${action}`);
        for (const [name, value] of Object.entries(values)) {
          const field = form.elements.namedItem(name);
          if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
        }
        form.submit();
      },
      { action: page.path, values: fields },
    ),
  ]);
}
