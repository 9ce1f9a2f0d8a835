// Staff sign-in posted as a plain HTML form (no script): the same throttle, cookies and sessions
// as the JSON sign-in, answered with a redirect to the staff page or that page again. The page
// itself is the site server's (e2e covers the real one); here a stand-in holds the card's form.
import { fillFormAnswer } from '@pod/page-fill/formAnswer';
import { describe, expect, it } from 'vitest';
import { createSignInFormPost } from '../src/auth/signInFormPost.ts';
import { formPoster, staffDatabasePerTest } from '../src/auth/staffFormTestSetup.ts';
import { STAFF } from './uploadHarness.ts';

const PAGE =
  '<html><head><title>Staff</title></head><body><div data-island="LeadsGate" data-props="{}">' +
  '<form data-pod-form="" method="post" action="/staff/sign-in"><div data-error-summary="" tabindex="-1" hidden=""><h2>There is a problem</h2><ul></ul></div>' +
  '<input id="s-username" name="username" value=""/><p id="s-username-error" hidden=""></p>' +
  '<input id="s-password" type="password" name="password" value=""/><p id="s-password-error" hidden=""></p></form></div></body></html>';

const openDatabase = staffDatabasePerTest();

async function setUp() {
  const answered: string[] = [];
  const routes = createSignInFormPost({
    ...(await openDatabase()),
    site: {
      routePaths: async () => new Set(['/upload', '/staff/leads', '/contact']),
      answerForm: async (c, path, answer) => {
        answered.push(path);
        return c.html(fillFormAnswer(PAGE, answer.form), answer.status, answer.headers);
      },
    },
  });
  const postForm = formPoster(routes);
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm('/staff/sign-in', fields, headers);
  return { post, answered };
}

describe('POST /staff/sign-in as a plain HTML form', () => {
  it('signs in with the session cookies and returns to the staff page the form stood on (303)', async () => {
    const { post } = await setUp();
    const res = await post({ ...STAFF, next: '/staff/leads' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/staff/leads');
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith('pod_session='))).toMatch(/HttpOnly.*SameSite=Strict/);
    expect(cookies.some((cookie) => cookie.startsWith('pod_signed_in=1'))).toBe(true);
  });

  it('returns only to a page of the site: any other "next" goes to /upload', async () => {
    const { post } = await setUp();
    for (const next of ['https://evil.example/', '//evil.example', '/nowhere', ''])
      expect((await post({ ...STAFF, next })).headers.get('Location')).toBe('/upload');
  });

  it('sends a wrong password back with the message, the username kept and the password not (401)', async () => {
    const { post, answered } = await setUp();
    const res = await post({ username: 'staff.member', password: 'wrong guess', next: '/staff/leads' });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).toContain('Invalid username or password.');
    expect(html).toContain('name="username" value="staff.member"');
    expect(html).not.toContain('wrong guess');
    expect(html).toContain('<title>Error: Staff</title>');
    expect(answered).toEqual(['/staff/leads']);
  });

  it('marks empty fields (422) and refuses cross-site posts with a readable 403', async () => {
    const { post } = await setUp();
    const empty = await post({ username: ' ', password: '', next: '/upload' });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain('<p id="s-password-error">Required</p>');
    const foreign = await post(STAFF, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
    expect((await post(STAFF, { Origin: 'null' })).status).toBe(403);
  });

  it('keeps the sign-in throttle: past its limit the page says so (429 with Retry-After)', async () => {
    const { post } = await setUp();
    let last: Response | undefined;
    for (let attempt = 0; attempt < 6; attempt++)
      last = await post({ username: STAFF.username, password: `guess-${attempt}`, next: '/upload' });
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await last?.text()).toContain('Too many sign-in attempts');
  });
});
