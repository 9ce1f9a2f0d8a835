import { expect, type Page, test } from '@playwright/test';
import { axeOn } from '../support/axeOn.ts';
import { countContactsByEmail } from '../support/contactRows.ts';
import { E2E_STAFF } from '../support/server.ts';

// JavaScript off: the contact forms are plain HTML forms the server answers (a 303 to the success
// page, or the page again with the values, an error summary and messages beside the fields), and
// a post from another site is refused.
test.use({ javaScriptEnabled: false });

const forms = [
  {
    path: '/contact',
    source: 'sales',
    messageLabel: 'Message *',
    submit: 'Send Message',
    success: ['Message sent successfully!', "We'll get back to you within 24 hours."],
  },
  {
    path: '/contact-cs',
    source: 'customer_service',
    messageLabel: 'How can we help? *',
    submit: 'Contact Customer Service',
    success: ['Customer Service request sent!', 'Our customer service team will respond within 24 hours.'],
  },
] as const;

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

for (const form of forms) {
  test(`${form.path} sends without JavaScript: 303 to the success words, stored once`, async ({ page }) => {
    const email = `nojs-${form.source}-${Date.now()}@example.com`;
    await page.goto(form.path);
    await field(page, 'First Name *').fill('Ada');
    await field(page, 'Last Name *').fill('Lovelace');
    await field(page, 'Email *').fill(email);
    await field(page, form.messageLabel).fill('500 hoodies, please.');
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page).toHaveURL(`${form.path}/sent`);
    await expect(page.getByRole('heading', { level: 1, name: form.success[0] })).toBeVisible();
    await expect(page.getByText(form.success[1])).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send another message' })).toHaveAttribute('href', form.path);
    expect(countContactsByEmail(email)).toBe(1);
    // Back to the form (the browser's copy, with its page key) and Send again: still one message.
    await page.goBack();
    await expect(page).toHaveURL(form.path);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page).toHaveURL(`${form.path}/sent`);
    expect(countContactsByEmail(email)).toBe(1);
    // A reload of the success page sends nothing again.
    await page.reload();
    expect(countContactsByEmail(email)).toBe(1);
  });
}

test('a form with problems comes back with every value kept, a linked summary and messages beside the fields', async ({
  page,
}) => {
  const email = `nojs-invalid-${Date.now()}@example.com`;
  await page.goto('/contact');
  await field(page, 'Last Name *').fill('Lovelace');
  await field(page, 'Email *').fill('not an email');
  await field(page, 'Company').fill('Engines & Co');
  await field(page, 'Message *').fill('Line one\nline <two>');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL('/contact/messages');
  await expect(page).toHaveTitle(/^Error: /);
  const summary = page.getByRole('main').locator('[data-error-summary]');
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  // Focus is on the summary, where a screen reader starts.
  await expect(summary).toBeFocused();
  await expect(field(page, 'Last Name *')).toHaveValue('Lovelace');
  await expect(field(page, 'Email *')).toHaveValue('not an email');
  await expect(field(page, 'Company')).toHaveValue('Engines & Co');
  await expect(field(page, 'Message *')).toHaveValue('Line one\nline <two>');
  await expect(field(page, 'First Name *')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'First Name *')).toHaveAccessibleDescription('Required');
  await expect(field(page, 'Email *')).toHaveAccessibleDescription('Email must be a valid email');
  await expect(field(page, 'Message *')).not.toHaveAttribute('aria-invalid', 'true');
  // Each line of the summary links to its field.
  await summary.getByRole('link', { name: 'First Name: Required' }).click();
  await expect(field(page, 'First Name *')).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Email: Email must be a valid email' })).toBeVisible();
  expect(countContactsByEmail(email)).toBe(0);
  // Corrected and sent again: stored.
  await field(page, 'First Name *').fill('Ada');
  await field(page, 'Email *').fill(email);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL('/contact/sent');
  expect(countContactsByEmail(email)).toBe(1);
});

test('each missing required field is named in the summary', async ({ page }) => {
  await page.goto('/contact-cs');
  await page.getByRole('button', { name: 'Contact Customer Service' }).click();
  const summary = page.getByRole('main').locator('[data-error-summary]');
  for (const line of ['First Name: Required', 'Last Name: Required', 'Email: Required', 'Message: Required'])
    await expect(summary.getByRole('link', { name: line })).toBeVisible();
  await expect(summary.getByRole('link')).toHaveCount(4);
});

test('a post from another site is refused with a readable page and stores nothing', async ({
  page,
  request,
}) => {
  const email = `cross-site-${Date.now()}@example.com`;
  const body = {
    firstName: 'Eve',
    lastName: 'Mallory',
    email,
    message: 'Forged',
    formKey: 'forged-key-0123456789',
  };
  const refused: Record<string, string>[] = [
    { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    { Origin: 'null' },
    { 'Sec-Fetch-Site': 'cross-site' },
  ];
  for (const headers of refused) {
    const res = await request.post('/contact/messages', { form: body, headers, maxRedirects: 0 });
    expect(res.status()).toBe(403);
    expect(await res.text()).toContain('This form was sent from another site');
  }
  const signIn = await request.post('/staff/sign-in', {
    form: { ...E2E_STAFF, next: '/upload' },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(403);
  expect(signIn.headers()['set-cookie']).toBeUndefined();
  expect(countContactsByEmail(email)).toBe(0);
  // The refusal reads as a page.
  await page.setContent(
    await (await request.post('/contact/messages', { form: body, headers: { Origin: 'null' } })).text(),
  );
  await expect(page.getByRole('heading', { name: 'This form was sent from another site' })).toBeVisible();
});

test.describe('the pages the server answers with', () => {
  // axe runs in the page, so scripts are on here; the page's own code is held back, so the press
  // posts the form as it does without JavaScript, and the answer is checked as the server sent it.
  test.use({ javaScriptEnabled: true });

  test('a form sent back with problems, and the sent page, pass axe', async ({ page }) => {
    await page.route(/\/(static|remotes)\/.*\.js$/, (route) => route.abort());
    await page.goto('/contact-cs');
    await field(page, 'Email *').fill('not an email');
    await page.getByRole('button', { name: 'Contact Customer Service' }).click();
    await expect(page).toHaveURL('/contact-cs/messages');
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    await field(page, 'First Name *').fill('Ada');
    await field(page, 'Last Name *').fill('Lovelace');
    await field(page, 'Email *').fill(`axe-${Date.now()}@example.com`);
    await field(page, 'How can we help? *').fill('Where is order 12?');
    await page.getByRole('button', { name: 'Contact Customer Service' }).click();
    await expect(page).toHaveURL('/contact-cs/sent');
    expect((await axeOn(page).analyze()).violations).toEqual([]);
  });
});
