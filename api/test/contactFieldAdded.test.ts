// A field added to the contact forms' field table (here an optional "Phone" on the sales form
// only, in a table this test builds) reaches the plain-HTML post's parsing and its answer, the
// store, the inbox and its search, the CSV export and the lead e-mail, with one migration
// adding its column and no query or text edited.

import {
  type ContactFieldSpec,
  type ContactFieldTable,
  contactFieldTable,
  fieldValue,
} from '@pod/contracts/contactFields';
import { fillFormAnswer } from '@pod/page-fill/formAnswer';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/loadConfig.ts';
import { createContactFormPosts } from '../src/contacts/contactFormPosts.ts';
import { createContactRoutes } from '../src/contacts/contactRoutes.ts';
import type { Migration } from '../src/db/migrate.ts';
import { addColumns, column } from '../src/db/schemaColumns.ts';
import { ApiError, sendError } from '../src/http/errors/apiError.ts';
import { composeLeadMail } from '../src/leads/leadMail.ts';
import { leadsCsvStream } from '../src/leads/leadsCsv.ts';
import { createLeadQueries } from '../src/leads/listLeads.ts';
import { type ContactsHarness, createHarness, ORIGIN, validContact } from './contactsHarness.ts';
import { testConfig } from './support/testConfig.ts';

const phone: ContactFieldSpec = {
  name: 'phone',
  column: 'phone',
  label: 'Phone',
  input: 'tel',
  autoComplete: 'tel',
  maxLength: 30,
  required: false,
  forms: { sales: {} },
};

/** The product's table with Phone after Company. */
const withPhone: ContactFieldTable = contactFieldTable.flatMap((field) =>
  field.name === 'company' ? [field, phone] : [field],
);

/** The one migration the new field needs. */
const addPhone: Migration = {
  name: '9999-contacts-phone',
  up: (db) => addColumns(db, 'contacts', { phone: column.optionalText }),
};

// The form's page as the build makes it, reduced to what the answer is written into.
const PAGE =
  '<html><head><title>Contact Us</title></head><body><form data-pod-form="" method="post" action="/contact">' +
  '<div data-error-summary="" tabindex="-1" hidden=""><h2>There is a problem</h2><ul></ul></div>' +
  '<input id="f-phone" name="phone" type="tel" value=""/><p id="f-phone-error" hidden=""></p></form></body></html>';

const mailSettings = loadConfig({
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'PrintHaus Website <website@printhaus.test>',
  LEADS_SALES_TO: 'sales@printhaus.test',
  PUBLIC_SITE_URL: 'https://www.printhaus.test',
}).leads;

let h: ContactsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function setUp() {
  h = await createHarness();
  await addPhone.up(h.sql);
  const config = testConfig({ DATA_DIR: h.dataDir }, { contacts: { rateLimitMax: 0 } });
  const routes = createContactFormPosts({
    sql: h.sql,
    config,
    fields: withPhone,
    site: {
      answerForm: async (c, _path, answer) =>
        c.html(fillFormAnswer(PAGE, answer.form), answer.status, answer.headers),
    },
  });
  const post = async (path: string, body: Record<string, string>) =>
    routes.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: ORIGIN,
        'Sec-Fetch-Site': 'same-origin',
        Host: 'localhost',
      },
      body: new URLSearchParams(body).toString(),
    });
  const api = createContactRoutes({ sql: h.sql, config, fields: withPhone });
  // The app's answer to a refused body (createApp's error handler does the same).
  api.onError((error, c) => (error instanceof ApiError ? sendError(c, error) : c.text('', 500)));
  const postJson = async (path: string, body: Record<string, string>) =>
    api.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify(body),
    });
  return { post, postJson, sql: h.sql, queries: createLeadQueries(h.sql, withPhone) };
}

async function csvText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return (await new Response(stream).text()).replace(/^\uFEFF/, '');
}

describe('an optional field added to one form in the field table', () => {
  it('is parsed from the post, stored in its column, listed, searched, exported and mailed', async () => {
    const { post, sql: db, queries } = await setUp();
    const sent = await post('/contact/messages', { ...validContact, phone: ' +1 555 0100 ' });
    expect(sent.status).toBe(303);
    const { rows } = await sql<{ phone: string | null }>`SELECT phone FROM contacts`.execute(db);
    expect(rows).toEqual([{ phone: '+1 555 0100' }]);

    const page = await queries.page({ limit: 10 });
    expect(page.items.map((lead) => fieldValue(lead, phone))).toEqual(['+1 555 0100']);
    expect((await queries.page({ limit: 10, q: '555 0100' })).items).toHaveLength(1);

    const csv = (await csvText(await leadsCsvStream(queries, {}))).split('\r\n');
    const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
    expect(csv[0]).toBe(
      quoted([
        'Received (UTC)',
        'Form',
        'Status',
        'First name',
        'Last name',
        'E-mail',
        'Company',
        'Phone',
        'Message',
        'Notification',
        'Lead ID',
      ]),
    );
    // The export's guard against formulas holds for the new column too: a leading + is quoted.
    expect(csv[1]).toContain(
      quoted(['Analytical Engines', "'+1 555 0100", 'We need 500 hoodies with our logo.']),
    );

    const lead = page.items[0];
    if (!lead) throw new Error('no lead stored');
    const mail = composeLeadMail(lead, mailSettings, withPhone).text.split('\n');
    expect(mail).toContain('Company:  Analytical Engines');
    expect(mail).toContain('Phone:    +1 555 0100');
    expect(mail.indexOf('Phone:    +1 555 0100')).toBe(mail.indexOf('Company:  Analytical Engines') + 1);
  });

  it("is validated by the table's rules, and the form's page answers with its label", async () => {
    const { post, sql: db } = await setUp();
    const res = await post('/contact/messages', { ...validContact, phone: '5'.repeat(31) });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<p id="f-phone-error">Phone must be at most 30 characters</p>');
    expect(html).toContain('<li><a href="#f-phone">Phone: Phone must be at most 30 characters</a></li>');
    expect(html).toContain(`value="${'5'.repeat(31)}"`);
    const { rows } = await sql`SELECT id FROM contacts`.execute(db);
    expect(rows).toEqual([]);
  });

  it('is not read from the other form, nor shown in its mail', async () => {
    const { post, sql: db, queries } = await setUp();
    const sent = await post('/contact-cs/messages', { ...validContact, phone: '+1 555 0100' });
    expect(sent.status).toBe(303);
    const { rows } = await sql<{ phone: string | null }>`SELECT phone FROM contacts`.execute(db);
    expect(rows).toEqual([{ phone: null }]);
    const [lead] = (await queries.page({ limit: 10 })).items;
    if (!lead) throw new Error('no lead stored');
    expect(fieldValue(lead, phone)).toBe('');
    const mail = composeLeadMail(lead, mailSettings, withPhone).text;
    expect(mail).toContain('Company:  Analytical Engines');
    expect(mail).not.toContain('Phone:');
  });

  it("is read from the form's JSON body too, and refused there by the same rule", async () => {
    const { postJson, sql: db } = await setUp();
    const refused = await postJson('/', { ...validContact, phone: '5'.repeat(31) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: 'invalid_fields', fields: { phone: 'Phone must be at most 30 characters' } },
    });
    expect((await postJson('/', { ...validContact, phone: '555 0100' })).status).toBe(201);
    expect((await postJson('/cs', { ...validContact, phone: '555 0199' })).status).toBe(201);
    const { rows } = await sql<{ phone: string | null }>`SELECT phone FROM contacts ORDER BY rowid`.execute(
      db,
    );
    expect(rows).toEqual([{ phone: '555 0100' }, { phone: null }]);
  });
});
