import { expect, type Page, test } from '@playwright/test';
import { contactRowsByEmail } from '../support/contactRows.ts';
import { holdScripts } from '../support/holdScripts.ts';
import { attributeMismatches, collectProblems } from '../support/hydrationProblems.ts';

// A link to /contact?message=<text> (the forms remote's public contract, marketing's and the
// file check's links) opens the sales form with its message box filled by the site server: in the
// HTML, so it is there without JavaScript and before the island is hydrated, which then hydrates over
// it without a mismatch and keeps what the visitor typed meanwhile.

const MESSAGE = 'A quote for 500 unbranded hoodies, please: "blue" & <b>bold</b>';
const linkTo = (message: string) => `/contact?message=${encodeURIComponent(message)}`;
const box = (page: Page) => page.getByRole('main').getByLabel('Message *', { exact: true });
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });
const FORMS_SCRIPTS = /\/remotes\/forms\/.*\.js$/;

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the box arrives filled, and the form sends it and shows the sent page', async ({ page }) => {
    const email = `prefilled-nojs-${Date.now()}@example.com`;
    await page.goto(linkTo(MESSAGE));
    await expect(box(page)).toHaveValue(MESSAGE);
    await field(page, 'First Name *').fill('Ada');
    await field(page, 'Last Name *').fill('Lovelace');
    await field(page, 'Email *').fill(email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/contact/sent');
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent successfully!' })).toBeVisible();
    expect(contactRowsByEmail(email).map((row) => row.message)).toEqual([MESSAGE]);
  });

  test('a script in the link is shown as text, never run or written as markup', async ({ page, request }) => {
    const hostile = '</textarea><script>document.title="owned"</script><img src=x onerror=alert(1)>';
    await page.goto(linkTo(hostile));
    await expect(box(page)).toHaveValue(hostile);
    await expect(page.locator('main script, main img[src="x"]')).toHaveCount(0);
    const html = await (await request.get(linkTo(hostile))).text();
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;document.title=&quot;owned&quot;&lt;/script&gt;');
    expect(html).not.toContain('<script>document.title');
  });

  test('a long message is clipped as the island clips it; a blank one, and the plain page, fill nothing', async ({
    page,
    request,
  }) => {
    await page.goto(linkTo('x'.repeat(2100)));
    await expect(box(page)).toHaveValue('x'.repeat(2000));
    await page.goto(linkTo('   '));
    await expect(box(page)).toHaveValue('');
    // The page for everyone stays cached as it was: a link's text never reaches it.
    await request.get(linkTo('Only for this link'));
    await page.goto('/contact');
    await expect(box(page)).toHaveValue('');
    expect(await (await request.get('/contact')).text()).not.toContain('Only for this link');
  });
});

test.describe('JavaScript on', () => {
  test('the island hydrates over the filled box without a mismatch and keeps its text', async ({ page }) => {
    const problems = collectProblems(page);
    const release = await holdScripts(page, FORMS_SCRIPTS);
    await page.goto(linkTo(MESSAGE), { waitUntil: 'domcontentloaded' });
    // Filled before the island is hydrated: by the server, not by a script.
    await expect(box(page)).toHaveValue(MESSAGE);
    const island = page.locator('[data-island="ContactForm"]');
    await expect(island).not.toHaveAttribute('data-island-hydrated', 'true');
    release();
    // Reaching for the form brings it to life, if the link has not already.
    await field(page, 'Email *').focus();
    await expect(island).toHaveAttribute('data-island-hydrated', 'true');
    await expect(box(page)).toHaveValue(MESSAGE);
    // A change elsewhere renders the form again from the island's state: the text is in it.
    await field(page, 'Company').fill('Engines');
    await expect(box(page)).toHaveValue(MESSAGE);
    expect(await page.evaluate(attributeMismatches)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('what the visitor typed before the island was hydrated is kept', async ({ page }) => {
    const problems = collectProblems(page);
    const release = await holdScripts(page, FORMS_SCRIPTS);
    await page.goto(linkTo('About order 1042'), { waitUntil: 'domcontentloaded' });
    await expect(box(page)).toHaveValue('About order 1042');
    await box(page).fill('About order 1042, in blue please');
    release();
    await field(page, 'Email *').focus();
    const island = page.locator('[data-island="ContactForm"]');
    await expect(island).toHaveAttribute('data-island-hydrated', 'true');
    await field(page, 'Company').fill('Engines');
    await expect(box(page)).toHaveValue('About order 1042, in blue please');
    await box(page).press('End');
    await page.keyboard.type('!');
    await expect(box(page)).toHaveValue('About order 1042, in blue please!');
    expect(problems).toEqual([]);
  });
});
