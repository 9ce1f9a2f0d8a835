import { expect, type Page, test } from '@playwright/test';
import { axeOn } from '../support/axeOn.ts';
import { contactRowsByEmail } from '../support/contactRows.ts';

// Both forms share one flow; each entry holds what differs (spec §2 and §8).
const forms = [
  {
    path: '/contact',
    endpoint: '/api/contacts',
    source: 'sales',
    heading: 'Ready to transform your print-on-demand business?',
    cardTitle: 'Get in Touch',
    messageLabel: 'Message *',
    rows: '5',
    submit: 'Send Message',
    success: ['Message sent successfully!', "We'll get back to you within 24 hours."],
  },
  {
    path: '/contact-cs',
    endpoint: '/api/contacts/cs',
    source: 'customer_service',
    heading: 'Customer Service',
    cardTitle: 'Get Customer Support',
    messageLabel: 'How can we help? *',
    rows: '6',
    submit: 'Contact Customer Service',
    success: ['Customer Service request sent!', 'Our customer service team will respond within 24 hours.'],
  },
] as const;

const failure = ['Error sending message', 'Please try again later.'] as const;

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

async function fill(page: Page, messageLabel: string, values: Record<string, string>) {
  await field(page, 'First Name *').fill(values.firstName ?? '');
  await field(page, 'Last Name *').fill(values.lastName ?? '');
  await field(page, 'Email *').fill(values.email ?? '');
  await field(page, 'Company').fill(values.company ?? '');
  await field(page, messageLabel).fill(values.message ?? '');
}

/**
 * Opens the form and waits until its island is hydrated, as for a visitor who reached for it (a
 * field focused): Send then goes through the island (JSON, toasts). Pressed before, the browser
 * posts the form itself (htmlForms.spec.ts, beforeHydration.spec.ts).
 */
async function gotoHydratedForm(page: Page, path: string) {
  await page.goto(path);
  await field(page, 'First Name *').focus();
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-island-hydrated', 'true');
}

async function expectToast(page: Page, [title, description]: readonly [string, string]) {
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText(description, { exact: true })).toBeVisible();
}

for (const form of forms) {
  test.describe(`${form.path} form`, () => {
    test('shows the page, its fields and labels as specified', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(form.path);
      await expect(page.locator('main h1')).toHaveText(form.heading);
      await expect(page.getByRole('heading', { name: form.cardTitle })).toBeVisible();
      for (const label of ['First Name *', 'Last Name *', 'Email *', 'Company', form.messageLabel]) {
        await expect(field(page, label)).toBeVisible();
      }
      await expect(field(page, 'Email *')).toHaveAttribute('type', 'email');
      await expect(field(page, form.messageLabel)).toHaveAttribute('rows', form.rows);
      await expect(page.getByRole('button', { name: form.submit })).toBeEnabled();
      expect(errors).toEqual([]);
    });

    test('shows a message under each empty required field and sends nothing', async ({ page }) => {
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/contacts')) posts++;
      });
      await gotoHydratedForm(page, form.path);
      await page.getByRole('button', { name: form.submit }).click();
      const first = field(page, 'First Name *');
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await expect(first).toHaveAccessibleDescription('Required');
      await expect(field(page, 'Last Name *')).toHaveAccessibleDescription('Required');
      await expect(field(page, 'Email *')).toHaveAccessibleDescription('Required');
      await expect(field(page, form.messageLabel)).toHaveAccessibleDescription('Required');
      await expect(field(page, 'Company')).not.toHaveAttribute('aria-invalid', 'true');
      // Focus goes to the first invalid field so its message is read out.
      await expect(first).toBeFocused();
      await field(page, 'Email *').fill('not an email');
      await field(page, 'Email *').blur();
      await expect(field(page, 'Email *')).toHaveAccessibleDescription('Email must be a valid email');
      const axe = await axeOn(page).include('main').analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      expect(posts).toBe(0);
    });

    test('sends: "Sending..." while pending, exact toast, form reset, row stored', async ({ page }) => {
      const email = `e2e-${form.source}-${Date.now()}@example.com`;
      // Hold the request a moment so the pending state can be seen.
      await page.route(`**${form.endpoint}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      });
      await gotoHydratedForm(page, form.path);
      await fill(page, form.messageLabel, {
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        company: 'Navy <Compilers> & Co',
        message: `Order #1042 needs 40 shirts.\n<b>Not bold</b>`,
      });
      const response = page.waitForResponse(
        (res) => res.url().endsWith(form.endpoint) && res.request().method() === 'POST',
      );
      await page.getByRole('button', { name: form.submit }).click();
      const pending = page.getByRole('button', { name: 'Sending...' });
      await expect(pending).toBeVisible();
      await expect(pending).toBeDisabled();
      expect((await response).status()).toBe(201);

      await expectToast(page, form.success);
      for (const label of ['First Name *', 'Last Name *', 'Email *', 'Company', form.messageLabel]) {
        await expect(field(page, label)).toHaveValue('');
      }
      await expect(page.getByRole('button', { name: form.submit })).toBeEnabled();
      // Focus is not lost to the top of the page while the button was disabled.
      await expect(page.getByRole('button', { name: form.submit })).toBeFocused();

      const rows = contactRowsByEmail(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        first_name: 'Grace',
        last_name: 'Hopper',
        company: 'Navy <Compilers> & Co',
        message: 'Order #1042 needs 40 shirts.\n<b>Not bold</b>',
        source: form.source,
      });
    });

    test('keeps everything typed and shows the error toast when sending fails', async ({ page }) => {
      const email = `e2e-fail-${form.source}-${Date.now()}@example.com`;
      await page.route(`**${form.endpoint}`, (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
      );
      await gotoHydratedForm(page, form.path);
      const values = {
        firstName: 'Katherine',
        lastName: 'Johnson',
        email,
        company: 'NASA',
        message: 'Please call me back about order 77.',
      };
      await fill(page, form.messageLabel, values);
      await page.getByRole('button', { name: form.submit }).click();
      await expectToast(page, failure);
      await expect(field(page, 'First Name *')).toHaveValue(values.firstName);
      await expect(field(page, 'Last Name *')).toHaveValue(values.lastName);
      await expect(field(page, 'Email *')).toHaveValue(values.email);
      await expect(field(page, 'Company')).toHaveValue(values.company);
      await expect(field(page, form.messageLabel)).toHaveValue(values.message);
      await expect(page.getByRole('button', { name: form.submit })).toBeEnabled();
      expect(contactRowsByEmail(email)).toEqual([]);
    });
  });
}

test('the customer-service page shows its hours, phone, address and help topics', async ({ page }) => {
  await page.goto('/contact-cs');
  await expect(field(page, 'How can we help? *')).toHaveAttribute('placeholder', /order number/);
  await expect(page.getByText('Monday - Friday, 10:00 AM - 4:00 PM Central Time')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What We Can Help With' })).toBeVisible();
  for (const topic of [
    'Order status and tracking',
    'Account management and billing',
    'Product quality concerns',
    'Returns and refunds',
    'Technical support',
  ]) {
    await expect(page.getByRole('listitem').filter({ hasText: topic })).toBeVisible();
  }
  await expect(page.getByText('Cedar Park, Texas', { exact: false }).first()).toBeVisible();
});

test('the sales page shows the business information block', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  await expect(page.getByText('Monday - Friday, 10:00 AM - 4:00 PM CT', { exact: true })).toBeVisible();
  await expect(page.getByText('Cedar Park, Texas', { exact: false })).toBeVisible();
  await expect(page.locator('main a[href^="tel:"]')).toBeVisible();
  await expect(page.locator('main dl a[href^="mailto:"]')).toBeVisible();
});

test('the honeypot is out of reach for people, and a bot that fills it is thanked but not stored', async ({
  page,
}) => {
  const email = `e2e-bot-${Date.now()}@example.com`;
  await gotoHydratedForm(page, '/contact');
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0); // hidden from the accessibility tree
  // Tab from the message goes straight to the button, past the trap.
  await field(page, 'Message *').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();

  await fill(page, 'Message *', {
    firstName: 'Spam',
    lastName: 'Bot',
    email,
    message: 'Buy cheap followers',
  });
  await trap.fill('http://spam.example', { force: true });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, ['Message sent successfully!', "We'll get back to you within 24 hours."]);
  expect(contactRowsByEmail(email)).toEqual([]);
});

test('the server sends each form page with its own title and the security headers', async ({ request }) => {
  for (const [path, title] of [
    ['/contact', 'Contact Us | '],
    ['/contact-cs', 'Customer Service | '],
  ] as const) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(`<title>${title}`);
    const headers = res.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Only the shell's own inline scripts, each by its hash: no 'unsafe-inline'.
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^' ]+')+;/);
  }
  // The API refuses a post from another site.
  const foreign = await request.post('/api/contacts', {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
    data: { firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'x' },
  });
  expect(foreign.status()).toBe(403);
});
