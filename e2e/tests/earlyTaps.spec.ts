import { expect, test } from '@playwright/test';
import { holdScripts } from '../support/holdScripts.ts';

// Pages are prerendered and readable before their JavaScript runs. A press on a button only the
// app can answer, made in that gap, is not lost: shell/src/inline/earlyTaps.ts (inlined in every page head) presses it again once the part
// of the page it belongs to is live.

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

// The contact form waits for the visitor: until it is live, its Send is enabled by the head's
// script, and a press on it is held, never sent the browser's way.
const FORMS = /\/remotes\/forms\/.*\.js$/;

test('Send pressed before the form is live sends what was typed, once, when it is', async ({ page }) => {
  const release = await holdScripts(page, FORMS);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contacts'))
      posts.push(request.postData() ?? '');
  });
  await page.goto('/contact');
  const main = page.getByRole('main');
  const email = `early-send-${Date.now()}@example.com`;
  await main.getByLabel('First Name *', { exact: true }).fill('Mary');
  await main.getByLabel('Last Name *', { exact: true }).fill('Jackson');
  await main.getByLabel('Email *', { exact: true }).fill(email);
  await main.getByLabel('Message *', { exact: true }).fill('Forty hoodies, two colours.');
  const send = page.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.locator('[data-island="ContactForm"]')).not.toHaveAttribute(
    'data-island-hydrated',
    'true',
  );
  // Held, not sent natively: the address carries nothing typed.
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0] ?? '{}')).toMatchObject({
    firstName: 'Mary',
    email,
    message: 'Forty hoodies, two colours.',
  });
  expect(new URL(page.url()).search).toBe('');
});

// The slideshow's control needs none of this: it is a checkbox the page's CSS reads, answered at
// once (heroSlideshow.spec.ts). A button only an island answers is held instead:
test('only the last press is replayed, once: Send pressed twice before the form is live sends one message', async ({
  page,
}) => {
  const release = await holdScripts(page, FORMS);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contacts')) posts.push(request.url());
  });
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel('First Name *', { exact: true }).fill('Grace');
  await main.getByLabel('Last Name *', { exact: true }).fill('Hopper');
  await main.getByLabel('Email *', { exact: true }).fill(`early-twice-${Date.now()}@example.com`);
  await main.getByLabel('Message *', { exact: true }).fill('Two hundred caps, one colour.');
  // Its words change at the first press ("Sending..."): the second press finds it by its place.
  const send = main.locator('button[type="submit"]');
  await send.click();
  await send.click();
  release();
  await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
  await page.waitForTimeout(300);
  expect(posts).toHaveLength(1);
});

test('Send pressed on an empty form before it is live shows what is required once it is', async ({
  page,
}) => {
  const release = await holdScripts(page, FORMS);
  await page.goto('/contact-cs');
  await page.getByRole('button', { name: 'Contact Customer Service' }).click();
  release();
  await expect(page.getByRole('main').getByLabel('First Name *', { exact: true })).toBeFocused();
  await expect(page.getByRole('main').getByText('Required').first()).toBeVisible();
});

test('a design dropped on the file check before it is live is kept from the browser, and checked once live', async ({
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

test('a press with no pointer or focus before it (a screen reader, autofill) still wakes the form and is answered', async ({
  page,
}) => {
  await page.goto('/contact-cs', { waitUntil: 'networkidle' });
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('main button[type="submit"]')?.click());
  await expect(page.getByRole('main').getByLabel('First Name *', { exact: true })).toBeFocused();
  await expect(page.getByRole('main').getByText('Required').first()).toBeVisible();
});

test('when the form cannot come alive, it says so in words true with JavaScript on, keeps what was typed, and Try again brings it to life', async ({
  page,
}) => {
  await page.route(FORMS, (route) => route.abort());
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel('First Name *', { exact: true }).fill('Ada');
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-island-failed', 'true');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  await expect(main.getByText('The form could not load. What you typed is kept')).toBeVisible();
  await expect(page.getByText('Sending this form needs JavaScript')).toBeHidden();
  await expect(page.getByText('Prefer e-mail? You can also write to us at')).toBeHidden();
  await expect(main.getByLabel('First Name *', { exact: true })).toHaveValue('Ada');
  // The code can come now: Try again, in place.
  await page.unroute(FORMS);
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-island-hydrated', 'true');
  await expect(main.getByText('The form could not load. What you typed is kept')).toBeHidden();
  await expect(main.getByLabel('First Name *', { exact: true })).toHaveValue('Ada');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('when the shell’s own script fails, the form says so and Try again asks for it once more', async ({
  page,
}) => {
  let blocked = true;
  await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, (route) =>
    blocked ? route.abort() : route.continue(),
  );
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel('First Name *', { exact: true }).fill('Grace');
  await expect(main.getByText('The form could not load. What you typed is kept')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  blocked = false;
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-island-hydrated', 'true');
  await expect(main.getByLabel('First Name *', { exact: true })).toHaveValue('Grace');
});

test('Send pressed before the form is live says "Sending..." at once, then sends', async ({ page }) => {
  const release = await holdScripts(page, FORMS);
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel('First Name *', { exact: true }).fill('Katherine');
  await main.getByLabel('Last Name *', { exact: true }).fill('Johnson');
  await main.getByLabel('Email *', { exact: true }).fill('katherine@example.com');
  await main.getByLabel('Message *', { exact: true }).fill('Flight suits, 40 of them.');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByRole('button', { name: 'Sending...' })).toBeVisible();
  release();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
});

test('a form whose code has not come a few seconds after the press says so, and comes alive when it does', async ({
  page,
}) => {
  const release = await holdScripts(page, FORMS);
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel('First Name *', { exact: true }).fill('Mary');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByRole('button', { name: 'Sending...' })).toBeVisible();
  // Told it could not load, the visitor is never left with a button that pretends.
  await expect(main.getByText('The form could not load. What you typed is kept')).toBeVisible({
    timeout: 15_000,
  });
  await expect(main.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  release();
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-island-hydrated', 'true');
  await expect(main.getByText('The form could not load. What you typed is kept')).toBeHidden();
  await expect(main.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(main.getByLabel('First Name *', { exact: true })).toHaveValue('Mary');
});

test('Send pressed before the form is live, then more typing: the press is dropped, the visitor sends when done', async ({
  page,
}) => {
  const release = await holdScripts(page, FORMS);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contacts')) posts.push(request.url());
  });
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel('First Name *', { exact: true }).fill('Dorothy');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await main.getByLabel('Last Name *', { exact: true }).fill('Vaughan');
  release();
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-island-hydrated', 'true');
  await expect(main.getByLabel('Last Name *', { exact: true })).toBeFocused();
  await expect(main.getByText('Required')).toHaveCount(0);
  expect(posts).toEqual([]);
});
