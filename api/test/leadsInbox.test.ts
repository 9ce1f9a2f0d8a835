// The staff inbox API: GET /api/contacts (filters, search, cursor paging), GET and PATCH
// /api/contacts/:id, GET /api/contacts/export.csv.
import { afterEach, describe, expect, it } from 'vitest';
import type { Lead } from '../src/leads/leadRecord.ts';
import { jsonRequest, type LeadsHarness, seedLeads, startLeadsHarness } from './support/leadsHarness.ts';

let h: LeadsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

interface Page {
  items: Lead[];
  nextCursor: string | null;
  notifications: 'on' | 'off';
}

async function page(path: string): Promise<Page> {
  const res = await (h as LeadsHarness).get(path);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return (await res.json()) as Page;
}

describe('signed out', () => {
  it('answers 401 with the JSON error shape on every inbox endpoint', async () => {
    h = await startLeadsHarness();
    const id = await h.postLead();
    const calls = [
      h.get('/api/contacts', ''),
      h.get('/api/contacts?status=new', ''),
      h.get('/api/contacts/export.csv', ''),
      h.get(`/api/contacts/${id}`, ''),
      jsonRequest(h.app, 'PATCH', `/api/contacts/${id}`, { status: 'handled' }),
      jsonRequest(h.app, 'PATCH', `/api/contacts/${id}`, { status: 'handled' }, 'pod_session=forged'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'unauthenticated', message: expect.any(String) },
      });
    }
    expect((await page('/api/contacts')).items[0]?.status).toBe('new'); // nothing changed
  });
});

describe('GET /api/contacts', () => {
  it('lists newest first with every field and the notification state', async () => {
    h = await startLeadsHarness();
    const first = await h.postLead({ firstName: 'First' });
    const second = await h.postLead({ firstName: 'Second', company: '' }, 'cs');
    const body = await page('/api/contacts');
    expect(body.notifications).toBe('off');
    expect(body.nextCursor).toBeNull();
    expect(body.items.map((item) => item.id)).toEqual([second, first]);
    expect(body.items[0]).toEqual({
      id: second,
      source: 'customer_service',
      firstName: 'Second',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: '',
      message: 'We need 500 hoodies with our logo.',
      status: 'new',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      notification: { state: 'off', attempts: 0 },
    });
  });

  it('filters by form and status and searches name, e-mail, company and message', async () => {
    h = await startLeadsHarness();
    const grace = await h.postLead({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.test' });
    const alan = await h.postLead({ firstName: 'Alan', company: 'Bletchley Park' }, 'cs');
    const katherine = await h.postLead({ firstName: 'Katherine', message: 'Quote for 40 TRAJECTORY tees' });
    await jsonRequest(h.app, 'PATCH', `/api/contacts/${alan}`, { status: 'spam' }, h.cookie);
    const ids = async (query: string) => (await page(`/api/contacts?${query}`)).items.map((item) => item.id);
    expect(await ids('source=sales')).toEqual([katherine, grace]);
    expect(await ids('source=customer_service')).toEqual([alan]);
    expect(await ids('status=spam')).toEqual([alan]);
    expect(await ids('status=new&source=sales')).toEqual([katherine, grace]);
    expect(await ids('status=handled')).toEqual([]);
    expect(await ids('q=hopper')).toEqual([grace]);
    expect(await ids('q=NAVY.test')).toEqual([grace]);
    expect(await ids('q=bletchley')).toEqual([alan]);
    expect(await ids('q=trajectory%20tees')).toEqual([katherine]);
    expect(await ids('q=%25')).toEqual([]); // no LIKE wildcards: "%" is just a character
    expect(await ids('q=ada%40example.com&status=new')).toEqual([katherine]);
    expect(await ids('q=%20%20&source=')).toEqual([katherine, alan, grace]);
  });

  it('answers 400 with fields for bad filters, cursors and limits', async () => {
    h = await startLeadsHarness();
    for (const [query, field] of [
      ['source=web', 'source'],
      ['status=open', 'status'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=2.5', 'limit'],
      ['cursor=nonsense', 'cursor'],
      [`cursor=${Buffer.from('v1.-4').toString('base64url')}`, 'cursor'],
      [`q=${'x'.repeat(201)}`, 'q'],
      // PostgreSQL refuses a NUL in any text parameter: a 400 here, never a 500.
      ['q=a%00b', 'q'],
      ['q=%1b%5B2J', 'q'],
    ] as const) {
      const res = await h.get(`/api/contacts?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('invalid_query');
      expect(Object.keys(body.error.fields)).toEqual([field]);
    }
  });

  it('pages by cursor without gaps or repeats while new leads arrive', async () => {
    h = await startLeadsHarness();
    await seedLeads(h.sql, 95, (n) => ({ message: `seeded ${n}` }));
    const expected = (await page('/api/contacts?limit=200')).items.map((item) => item.id);
    expect(expected).toHaveLength(95);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const body = await page(`/api/contacts?limit=10${query}`);
      seen.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor;
      pages++;
      // New leads arrive between pages; they are newer than anything already listed.
      await h.postLead({ message: `arrived during paging ${pages}` });
    } while (cursor);
    expect(pages).toBe(10);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('pages filtered results the same way', async () => {
    h = await startLeadsHarness();
    await seedLeads(h.sql, 60, (n) => ({ message: n % 2 ? `odd ${n}` : `even ${n}` }));
    const all = (await page('/api/contacts?q=odd&source=sales&limit=200')).items.map((item) => item.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const body = await page(`/api/contacts?q=odd&source=sales&limit=7${query}`);
      seen.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(all.length).toBe(20); // odd n with n % 3 !== 0
  });
});

describe('GET and PATCH /api/contacts/:id', () => {
  it('reads one lead and changes its status', async () => {
    h = await startLeadsHarness();
    const id = await h.postLead({ message: 'Line one\nLine two <b>not bold</b>' });
    const one = await h.get(`/api/contacts/${id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as Lead).message).toBe('Line one\nLine two <b>not bold</b>');
    for (const status of ['handled', 'spam', 'new'] as const) {
      const res = await jsonRequest(h.app, 'PATCH', `/api/contacts/${id}`, { status }, h.cookie);
      expect(res.status).toBe(200);
      expect(((await res.json()) as Lead).status).toBe(status);
      expect(((await (await h.get(`/api/contacts/${id}`)).json()) as Lead).status).toBe(status);
    }
  });

  it('answers 404 for an unknown lead and 400/415 for a bad body, never 500', async () => {
    h = await startLeadsHarness();
    const id = await h.postLead();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await h.get(`/api/contacts/${missing}`)).status).toBe(404);
    expect(
      (await jsonRequest(h.app, 'PATCH', `/api/contacts/${missing}`, { status: 'new' }, h.cookie)).status,
    ).toBe(404);
    expect((await h.get('/api/contacts/not-a-uuid')).status).toBe(404);
    for (const body of [{}, { status: 'closed' }, { status: 1 }, [], null, 'handled']) {
      const res = await jsonRequest(h.app, 'PATCH', `/api/contacts/${id}`, body, h.cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'invalid_fields', fields: { status: expect.any(String) } },
      });
    }
    const headers = { Origin: 'http://localhost:3999', Cookie: h.cookie };
    const notJson = await h.app.request(`http://localhost:3999/api/contacts/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'text/plain' },
      body: 'status=handled',
    });
    expect(notJson.status).toBe(415);
    const broken = await h.app.request(`http://localhost:3999/api/contacts/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"status":',
    });
    expect(broken.status).toBe(400);
    const foreign = await h.app.request(`http://localhost:3999/api/contacts/${id}`, {
      method: 'PATCH',
      headers: { ...headers, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{"status":"spam"}',
    });
    expect(foreign.status).toBe(403);
    expect(((await (await h.get(`/api/contacts/${id}`)).json()) as Lead).status).toBe('new');
  });
});
