import { expect, test } from '@playwright/test';
import { countContactsByEmail } from '../support/contactRows.ts';
import { holdScripts } from '../support/holdScripts.ts';
import { E2E_STAFF } from '../support/server.ts';

// Pages are prerendered and work as plain HTML before their JavaScript runs: a press in that gap
// does what the HTML says (a form posts to the server), never held for the app. What the head
// still does before an island is hydrated is shell/src/inline/islands.ts's.

// The shell's entry script.
const SHELL_ENTRY = /\/static\/js\/index\.[0-9a-f]+\.js$/;

// The header's buttons need none of that: shell/src/inline/headerControls.ts (inlined in the head) answers
// them from the first paint, while the shell's own script is still held back.
test.describe('a phone that is still loading the app', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens at once, before the shell has run', async ({ page }) => {
    const release = await holdScripts(page, SHELL_ENTRY);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: /navigation menu/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list')).toBeVisible();
    await expect(page.locator('[data-island="Slideshow"]')).not.toHaveAttribute(
      'data-island-hydrated',
      'true',
    );
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    release();
  });
});

test('the theme switches at once, before the shell has run, and the choice is kept', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  const release = await holdScripts(page, SHELL_ENTRY);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  release();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await context.close();
});

const FORMS = /\/remotes\/forms\/.*\.js$/;

async function fillContact(page: import('@playwright/test').Page, email: string) {
  const main = page.getByRole('main');
  await main.getByLabel('First Name *', { exact: true }).fill('Ada');
  await main.getByLabel('Last Name *', { exact: true }).fill('Lovelace');
  await main.getByLabel('Email *', { exact: true }).fill(email);
  await main.getByLabel('Message *', { exact: true }).fill('Sent before the form was hydrated.');
}

test('Send pressed before the form is hydrated posts the form at once and stores it once', async ({
  page,
}) => {
  const release = await holdScripts(page, FORMS);
  const email = `before-hydration-${Date.now()}@example.com`;
  await page.goto('/contact');
  await fillContact(page, email);
  const json: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/contacts')) json.push(request.url());
  });
  // What the button said as the post left: read on the next page (same tab, same origin).
  await page.evaluate(() =>
    window.addEventListener('submit', (event) =>
      sessionStorage.setItem('label as posted', (event as SubmitEvent).submitter?.textContent ?? ''),
    ),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL('/contact/sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Message sent successfully!' })).toBeVisible();
  release();
  expect(await page.evaluate(() => sessionStorage.getItem('label as posted'))).toBe('Sending...');
  expect(json).toEqual([]);
  expect(countContactsByEmail(email)).toBe(1);
});

test('Send pressed while the form comes alive stores one message, whichever way it went', async ({
  page,
}) => {
  const email = `hydrating-${Date.now()}@example.com`;
  await page.goto('/contact');
  await fillContact(page, email);
  // Focus woke the island; the press comes as it hydrates: the browser's post or the island's send.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect
    .poll(async () =>
      page.url().endsWith('/contact/sent')
        ? 'sent page'
        : await page.getByText('Message sent successfully!').count(),
    )
    .not.toBe(0);
  await expect.poll(() => countContactsByEmail(email)).toBe(1);
});

test('a form whose code never comes still sends: it is plain HTML', async ({ page }) => {
  await page.route(FORMS, (route) => route.abort());
  const email = `no-code-${Date.now()}@example.com`;
  await page.goto('/contact');
  await fillContact(page, email);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL('/contact/sent');
  expect(countContactsByEmail(email)).toBe(1);
});

test('Sign in pressed before the card is hydrated signs in at once and returns to the page', async ({
  page,
}) => {
  const release = await holdScripts(page, /\/remotes\/staff\/.*\.js$/);
  await page.goto('/staff/vitals');
  await page.getByLabel('Username').fill(E2E_STAFF.username);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/staff/vitals');
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'pod_signed_in'))
    .toBe(true);
  release();
});

test('a design dropped on the file check before it is hydrated is kept from the browser, and checked once hydrated', async ({
  page,
}) => {
  const release = await holdScripts(page, /\/remotes\/filecheck\/.*\.js$/);
  await page.goto('/file-check');
  // Dispatched in the page, so that whether the browser's own handling (opening the file in
  // place of the page) was prevented can be read back.
  const prevented = await page.evaluate(() => {
    const zone = document.querySelector('[data-testid="drop-zone"]');
    if (!zone) throw new Error('no drop zone');
    const transfer = new DataTransfer();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#246"/></svg>';
    transfer.items.add(new File([svg], 'early.svg', { type: 'image/svg+xml' }));
    const fire = (type: string) => {
      const event = new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true });
      zone.dispatchEvent(event);
      return event.defaultPrevented;
    };
    fire('dragenter');
    return { dragover: fire('dragover'), drop: fire('drop') };
  });
  expect(prevented).toEqual({ dragover: true, drop: true });
  await expect(page.locator('[data-island="FileCheckTool"]')).not.toHaveAttribute(
    'data-island-hydrated',
    'true',
  );
  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Results for early.svg' })).toBeVisible();
});
