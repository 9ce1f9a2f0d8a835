// The signed-in page's two ends on the API's side: who a page request is signed in as (the
// session store, never the readable hint), and Sign out posted as a plain HTML form.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { STAFF } from '../../test/uploadHarness.ts';
import { signedInStaffOf } from './signedInStaffOf.ts';
import { createSignInFormPost } from './signInFormPost.ts';
import { createSignOutFormPost } from './signOutFormPost.ts';
import { formPoster, SITE, staffDatabasePerTest } from './staffFormTestSetup.ts';

const openDatabase = staffDatabasePerTest();

async function setUp() {
  const deps = await openDatabase();
  const site = {
    routePaths: async () => new Set(['/upload', '/staff/leads']),
    answerForm: async () => new Response('not asked', { status: 500 }),
  };
  const app = new Hono();
  app.route('/', createSignInFormPost({ ...deps, site }));
  app.route('/', createSignOutFormPost({ ...deps, site }));
  // A page the way the site server asks: who is this request signed in as?
  const whoIs = signedInStaffOf(deps);
  app.get('/upload', async (c) => c.json(await whoIs(c)));
  const post = formPoster(app);
  const page = async (cookie: string) =>
    (await app.request(`${SITE}/upload`, { headers: { Cookie: cookie } })).json() as Promise<unknown>;
  const signIn = async () => {
    const res = await post('/staff/sign-in', { ...STAFF, next: '/upload' });
    return res.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  };
  return { post, page, signIn };
}

describe('who a page request is signed in as', () => {
  it('is the staff member of a live session, and nobody for a forged hint or a made-up session', async () => {
    const { page, signIn } = await setUp();
    const cookies = await signIn();
    expect(await page(cookies)).toEqual({ id: expect.any(String), username: STAFF.username });
    expect(await page('pod_signed_in=1')).toBeNull();
    expect(await page('pod_session=made-up; pod_signed_in=1')).toBeNull();
  });
});

describe('POST /staff/sign-out as a plain HTML form', () => {
  it('ends the session, clears both cookies and returns to the page the form stood on (303)', async () => {
    const { post, page, signIn } = await setUp();
    const cookies = await signIn();
    const res = await post('/staff/sign-out', { next: '/staff/leads' }, { Cookie: cookies });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/staff/leads#staff-sign-in-title');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const cleared = res.headers.getSetCookie();
    for (const name of ['pod_session=', 'pod_signed_in='])
      expect(cleared.find((cookie) => cookie.startsWith(name))).toMatch(/Max-Age=0/);
    // The old cookie no longer signs anyone in, wherever it is sent from.
    expect(await page(cookies)).toBeNull();
  });

  it('returns only to a page of the site, and refuses a post from another site (403, still signed in)', async () => {
    const { post, page, signIn } = await setUp();
    const cookies = await signIn();
    const foreign = await post(
      '/staff/sign-out',
      { next: '/upload' },
      { Cookie: cookies, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(foreign.status).toBe(403);
    expect(await page(cookies)).not.toBeNull();
    const elsewhere = await post('/staff/sign-out', { next: 'https://evil.example/' }, { Cookie: cookies });
    expect(elsewhere.headers.get('Location')).toBe('/upload#staff-sign-in-title');
  });
});
