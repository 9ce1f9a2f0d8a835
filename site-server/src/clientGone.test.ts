// A page is composed only for a client that is still there: a burst of connections cut before
// their answer (slow bodies cut at their deadline, half-sent posts) costs no page each.
import { describe, expect, it } from 'vitest';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

describe('a client that is gone', () => {
  it('gets no page composed, for a page request or a form answer', async () => {
    const site = createSiteServer(siteSettings(builtSiteFixture()));
    const gone = new AbortController();
    gone.abort('Client connection prematurely closed.');
    // The answer is read only when a page is written: counted here.
    let answerRead = 0;
    const answered = {
      status: 400 as const,
      get form() {
        answerRead += 1;
        return { values: {}, errors: {}, summary: [] };
      },
    };
    site.routes.post('/contact/messages', (c) => site.answerForm(c, '/contact', answered));
    const init = { headers: { Host: 'localhost:3000' }, signal: gone.signal };
    const page = await site.routes.request('http://localhost:3000/contact', init);
    expect(page.status).toBe(499);
    expect(await page.text()).toBe('');
    const answer = await site.routes.request('http://localhost:3000/contact/messages', {
      ...init,
      method: 'POST',
    });
    expect(answer.status).toBe(499);
    expect(answerRead).toBe(0);
    // Still there: the page as always.
    const here = await site.routes.request('http://localhost:3000/contact', { headers: init.headers });
    expect(here.status).toBe(200);
  });
});
