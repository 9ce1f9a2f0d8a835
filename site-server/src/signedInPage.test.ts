import type { SignedInStaff } from '@pod/contracts/signedInStaff';
import { STAFF_SLOT, signedInPageKey, staffProp } from '@pod/contracts/signedInStaff';
import { prerenderedPage, publishedRoute, remotePrerender } from '@pod/deploy-format/testing';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { describe, expect, it, vi } from 'vitest';
import { createSiteServer } from './siteServer.ts';
import { prerenderedSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

const STAFF: SignedInStaff = { id: 'u-1', username: 'ann <b>"&' };
const OTHER: SignedInStaff = { id: 'u-2', username: 'bob' };

// The prerender as the staff remote builds it: signed out for everyone, and signed in with slots.
const propsAttribute = (staff: SignedInStaff) =>
  JSON.stringify({ staff: staffProp(staff) })
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;');
const SIGNED_OUT = '<div data-island="UploadTool" data-props="{}"><h2>Staff sign-in</h2></div>';
const SIGNED_IN = `<div data-island="UploadTool" data-props="${propsAttribute(STAFF_SLOT)}"><h2>Upload New Image</h2><p>Signed in as ${STAFF_SLOT.username}</p></div>`;

// The fixture's site with the shell's prerender and a staff remote beside its forms remote.
function site() {
  const staff = remotePrerender('staff', 'st4ff1', {
    routes: [publishedRoute('/upload', './Upload'), publishedRoute('/staff/other', './Other')],
    heads: { '/upload': { title: 'Upload' }, '/staff/other': { title: 'Other' } },
    pages: {
      '/upload': prerenderedPage('./Upload', SIGNED_OUT),
      [signedInPageKey('/upload')]: prerenderedPage('./Upload', SIGNED_IN),
      '/staff/other': prerenderedPage('./Other', '<h1>Other</h1>'),
    },
  });
  const root = prerenderedSiteFixture(staff);
  // The API's session store, as a table of live session tokens.
  const sessions: Record<string, SignedInStaff> = { 'token-ann': STAFF, 'token-bob': OTHER };
  const signedInStaff = vi.fn(async (c: Context) => sessions[getCookie(c, 'pod_session') ?? ''] ?? null);
  const server = createSiteServer(siteSettings(root, { siteOrigins: ['http://localhost:3000'] }), {
    signedInStaff,
  });
  return { server, signedInStaff };
}

const ask = (
  server: ReturnType<typeof createSiteServer>,
  path: string,
  headers: Record<string, string> = {},
) =>
  server.routes.request(`http://localhost:3000${path}`, {
    headers: { Host: 'localhost:3000', 'Accept-Encoding': 'identity', ...headers },
  });

describe('a staff page with a signed-in variant', () => {
  it('is sent signed in for a live session, the staff member escaped in, for that browser only', async () => {
    const { server } = site();
    const answer = await ask(server, '/upload', { Cookie: 'pod_session=token-ann; pod_signed_in=1' });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<h2>Upload New Image</h2><p>Signed in as ann &lt;b&gt;&quot;&amp;</p>');
    expect(html).toContain(
      `data-props="${propsAttribute(STAFF).replace(/</g, '&lt;').replace(/>/g, '&gt;')}"`,
    );
    expect(html).not.toContain('Staff sign-in');
    expect(html).not.toContain(STAFF_SLOT.username);
    expect(html).not.toContain(STAFF_SLOT.id);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(answer.headers.get('CDN-Cache-Control')).toBeNull(); // one staff member's: never a shared cache's
    expect(answer.headers.get('Vary')).toContain('Cookie');
  });

  it('is sent as for everyone with a forged signed-in hint, an unknown session or none', async () => {
    const { server } = site();
    for (const Cookie of ['pod_signed_in=1', 'pod_session=made-up; pod_signed_in=1', '']) {
      const answer = await ask(server, '/upload', Cookie ? { Cookie } : {});
      const html = await answer.text();
      expect(html).toContain('Staff sign-in');
      expect(html).not.toContain('Upload New Image');
      expect(html).not.toContain(STAFF_SLOT.username);
      expect(answer.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it("has a validator of its staff member's own: another's, or the page signed out, is never a 304", async () => {
    const { server } = site();
    const ann = await ask(server, '/upload', { Cookie: 'pod_session=token-ann' });
    const tag = ann.headers.get('ETag') ?? '';
    expect(tag).toMatch(/^W\/"/);
    expect(
      (await ask(server, '/upload', { Cookie: 'pod_session=token-ann', 'If-None-Match': tag })).status,
    ).toBe(304);
    const bob = await ask(server, '/upload', { Cookie: 'pod_session=token-bob', 'If-None-Match': tag });
    expect(bob.status).toBe(200);
    expect(await bob.text()).toContain('Signed in as bob');
    const signedOut = await ask(server, '/upload', { 'If-None-Match': tag });
    expect(signedOut.status).toBe(200);
    expect(await signedOut.text()).toContain('Staff sign-in');
  });

  it('is sent as for everyone when the session store cannot be read', async () => {
    const { server, signedInStaff } = site();
    signedInStaff.mockRejectedValueOnce(new Error('database down'));
    const answer = await ask(server, '/upload', { Cookie: 'pod_session=token-ann' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Staff sign-in');
    expect(answer.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('asks who is signed in only for a page that has a signed-in variant', async () => {
    const { server, signedInStaff } = site();
    await ask(server, '/staff/other', { Cookie: 'pod_session=token-ann' });
    expect(signedInStaff).not.toHaveBeenCalled();
    await ask(server, '/upload', { Cookie: 'pod_session=token-ann' });
    expect(signedInStaff).toHaveBeenCalledTimes(1);
  });
});
