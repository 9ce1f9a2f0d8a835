// The contact forms posted as plain HTML (no script): stored like the JSON route's messages,
// answered with a redirect or with the form's page again. The page itself is the site server's
// (e2e covers the real one); here a stand-in page holds a form in the build's markup.
import { fillFormAnswer } from '@pod/page-fill/formAnswer';
import { afterEach, describe, expect, it } from 'vitest';
import { createContactFormPosts } from '../src/contacts/contactFormPosts.ts';
import { type ContactsHarness, createHarness, ORIGIN, validContact } from './contactsHarness.ts';
import { testConfig } from './support/testConfig.ts';

const PAGE =
  '<html><head><title>Contact Us</title></head><body><div data-island="ContactForm" data-props="{&quot;form&quot;:&quot;sales&quot;}">' +
  '<form data-pod-form="" method="post" action="/contact"><div data-error-summary="" tabindex="-1" hidden=""><h2>There is a problem</h2><ul></ul></div>' +
  '<input id="f-firstName" name="firstName" value=""/><p id="f-firstName-error" hidden=""></p>' +
  '<input id="f-email" name="email" value=""/><p id="f-email-error" hidden=""></p>' +
  '<textarea id="f-message" name="message"></textarea><p id="f-message-error" hidden=""></p></form></div></body></html>';

let h: ContactsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function setUp(contacts: { rateLimitMax?: number; bodyLimitBytes?: number } = {}) {
  h = await createHarness();
  const config = testConfig({ DATA_DIR: h.dataDir }, { contacts: { rateLimitMax: 0, ...contacts } });
  const routes = createContactFormPosts({
    sql: h.sql,
    config,
    site: {
      answerForm: async (c, path, answer) =>
        c.html(
          fillFormAnswer(PAGE.replace('/contact"', `${path}"`), answer.form),
          answer.status,
          answer.headers,
        ),
    },
  });
  const post = (
    path: string,
    body: string | Uint8Array<ArrayBuffer> | Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    Promise.resolve(
      routes.request(path, {
        method: 'POST',
        // A header given as '' is not sent at all.
        headers: Object.entries({
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: ORIGIN,
          'Sec-Fetch-Site': 'same-origin',
          Host: 'localhost',
          ...headers,
        }).filter(([, value]) => value !== ''),
        body:
          typeof body === 'string' || body instanceof Uint8Array
            ? body
            : new URLSearchParams(body).toString(),
      }),
    );
  return { post, harness: h };
}

const pageKey = 'k3y-of-this-rendered-page';

describe('POST /contact/messages and /contact-cs/messages as plain HTML forms', () => {
  it('stores the message and sends the visitor to the sent page with a 303', async () => {
    const { post, harness } = await setUp();
    const res = await post('/contact/messages', { ...validContact, formKey: pageKey });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/contact/sent');
    const cs = await post('/contact-cs/messages', { ...validContact, company: '', formKey: pageKey });
    expect(cs.headers.get('Location')).toBe('/contact-cs/sent');
    expect(await harness.rows()).toMatchObject([
      { source: 'sales', first_name: 'Ada', company: 'Analytical Engines' },
      { source: 'customer_service', company: null },
    ]);
  });

  it("stores a message's line breaks as the island sends them, not as the browser encodes a form (CRLF)", async () => {
    const { post, harness } = await setUp();
    await post('/contact/messages', {
      ...validContact,
      message: 'First line\r\nSecond line',
      formKey: pageKey,
    });
    expect(await harness.rows()).toMatchObject([{ message: 'First line\nSecond line' }]);
  });

  it('stores one row for the same page sent twice (a double press, Back then Send), a new one for changed words', async () => {
    const { post, harness } = await setUp();
    const form = { ...validContact, formKey: pageKey };
    expect((await post('/contact/messages', form)).status).toBe(303);
    expect((await post('/contact/messages', form)).status).toBe(303);
    expect(await harness.rows()).toHaveLength(1);
    expect((await post('/contact/messages', { ...form, message: 'Actually, 600 hoodies.' })).status).toBe(
      303,
    );
    expect((await post('/contact/messages', { ...form, formKey: 'another-page-key-0001' })).status).toBe(303);
    expect(await harness.rows()).toHaveLength(3);
  });

  it('answers missing and bad fields with the page again (422): values kept, messages, summary, Error: title', async () => {
    const { post, harness } = await setUp();
    const res = await post('/contact/messages', {
      firstName: '',
      email: 'not <an> email',
      message: 'Hi & bye',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<title>Error: Contact Us</title>');
    expect(html).toContain('value="not &lt;an&gt; email"');
    expect(html).toContain('>Hi &amp; bye</textarea>');
    expect(html).toContain('<p id="f-firstName-error">Required</p>');
    expect(html).toContain('<p id="f-email-error">Email must be a valid email</p>');
    expect(html).toContain('<li><a href="#f-firstName">First Name: Required</a></li>');
    expect(html).toMatch(/data-error-summary="" tabindex="-1" autofocus="">/);
    expect(await harness.rows()).toEqual([]);
  });

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['Origin: null', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { Origin: '', 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    [
      "another site's Referer and neither Origin nor Sec-Fetch-Site (an old browser)",
      { Origin: '', 'Sec-Fetch-Site': '', Referer: 'https://evil.example/contact' },
    ],
  ])('refuses a post with %s: a readable 403 page, nothing stored', async (_case, headers) => {
    const { post, harness } = await setUp();
    const res = await post('/contact/messages', { ...validContact, formKey: pageKey }, headers);
    expect(res.status).toBe(403);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('This form was sent from another site');
    expect(await harness.rows()).toEqual([]);
  });

  it("stores a post from an old browser whose Referer is this site's page (neither Origin nor Sec-Fetch-Site)", async () => {
    const { post, harness } = await setUp();
    const headers = { Origin: '', 'Sec-Fetch-Site': '', Referer: `${ORIGIN}/contact` };
    expect((await post('/contact/messages', validContact, headers)).status).toBe(303);
    expect(await harness.rows()).toHaveLength(1);
  });

  it('answers a filled honeypot like a person and keeps nothing', async () => {
    const { post, harness } = await setUp();
    const res = await post('/contact/messages', { ...validContact, website: 'http://spam.example' });
    expect(res.status).toBe(303);
    expect(await harness.rows()).toEqual([]);
  });

  it('shares the contact rate limit: past it, 429 with Retry-After and what was typed kept', async () => {
    const { post, harness } = await setUp({ rateLimitMax: 1 });
    expect((await post('/contact/messages', validContact)).status).toBe(303);
    const res = await post('/contact/messages', { ...validContact, message: 'Second try' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toContain('>Second try</textarea>');
    expect(html).toContain('Too many messages were sent from your address');
    expect(await harness.rows()).toHaveLength(1);
  });

  it('never answers 500 to malformed bodies, and takes the first of a repeated field', async () => {
    const { post, harness } = await setUp({ bodyLimitBytes: 2000 });
    const valid = new URLSearchParams(validContact).toString();
    expect(
      (await post('/contact/messages', JSON.stringify(validContact), { 'Content-Type': 'application/json' }))
        .status,
    ).toBe(415);
    expect((await post('/contact/messages', `${valid}&message=${'x'.repeat(5000)}`)).status).toBe(413);
    const badUtf8 = Buffer.concat([Buffer.from(`${valid}&company=`), Buffer.from([0xff, 0xfe])]);
    expect((await post('/contact/messages', new Uint8Array(badUtf8))).status).toBe(400);
    // A %-escape that is not UTF-8 is refused like the raw bytes; a broken one reads as sent.
    expect((await post('/contact/messages', `${valid}&company=%ff%fe`)).status).toBe(400);
    expect((await post('/contact/messages', `${valid}&firstName=%E0%A4%A`)).status).toBe(400);
    expect((await post('/contact/messages', `${valid}&firstName=%zz&firstName=Second`)).status).toBe(303);
    expect((await post('/contact/messages', '%%%&&&==')).status).toBe(422);
    const rows = await harness.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.first_name).toBe('Ada');
  });
});

// Keeps the fill this file's stand-in page relies on honest: the page answer is the real fill.
it('fills the stand-in page as the real fill does', () => {
  expect(fillFormAnswer(PAGE, { values: {}, errors: {}, summary: [] })).toContain(
    '<title>Error: Contact Us</title>',
  );
});
