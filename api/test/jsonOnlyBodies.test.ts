// Sign-in, sign-out and presign take JSON bodies only.
import { describe, expect, it } from 'vitest';
import { jsonRequest, SITE, STAFF, signIn, startHarness } from './uploadHarness.ts';

describe('JSON only for sign-in, sign-out and presign', () => {
  it('refuses text/plain and form bodies with 415', async () => {
    const h = await startHarness();
    try {
      const cookie = await signIn(h.app);
      const send = (path: string, contentType: string, body: string) =>
        h.app.request(`${SITE}${path}`, {
          method: 'POST',
          headers: { Origin: SITE, 'Content-Type': contentType, Cookie: cookie },
          body,
        });
      const credentials = JSON.stringify(STAFF);
      const statuses = [
        (await send('/api/auth/login', 'text/plain', credentials)).status,
        (await send('/api/auth/login', 'application/x-www-form-urlencoded', 'username=a&password=b')).status,
        (await send('/api/objects/upload', 'text/plain', '{"contentType":"image/png","size":10}')).status,
        (await send('/api/auth/logout', 'text/plain', '')).status,
        (await send('/api/auth/logout', 'multipart/form-data; boundary=x', '--x--')).status,
      ];
      console.log(`non-JSON bodies: ${statuses.join(',')}`);
      expect(statuses).toEqual([415, 415, 415, 415, 415]);
      // Still signed in: the refused sign-out did nothing. A body-less sign-out works.
      expect((await jsonRequest(h.app, 'GET', '/api/auth/me', undefined, cookie)).status).toBe(200);
      expect((await jsonRequest(h.app, 'POST', '/api/auth/logout', undefined, cookie)).status).toBe(204);
    } finally {
      await h.close();
    }
  });
});
