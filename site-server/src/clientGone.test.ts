// A page is composed only for a client that is still there: a burst of connections cut before
// their answer (slow bodies cut at their deadline, half-sent posts) costs no page each.
import { describe, expect, it, vi } from 'vitest';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

describe('a client that is gone', () => {
  it('gets no page composed, for a page request or a form answer', async () => {
    const site = createSiteServer(siteSettings(builtSiteFixture()));
    const gone = new AbortController();
    gone.abort('Client connection prematurely closed.');
    const fill = vi.fn((html: string) => html);
    site.routes.post('/contact/messages', (c) => site.answerForm(c, '/contact', { status: 400, fill }));
    const init = { headers: { Host: 'localhost:3000' }, signal: gone.signal };
    const page = await site.routes.request('http://localhost:3000/contact', init);
    expect(page.status).toBe(499);
    expect(await page.text()).toBe('');
    const answer = await site.routes.request('http://localhost:3000/contact/messages', {
      ...init,
      method: 'POST',
    });
    expect(answer.status).toBe(499);
    expect(fill).not.toHaveBeenCalled();
    // Still there: the page as always.
    const here = await site.routes.request('http://localhost:3000/contact', { headers: init.headers });
    expect(here.status).toBe(200);
  });
});
