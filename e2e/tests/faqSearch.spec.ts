import { expect, type Page, test } from '@playwright/test';
import { faqSearchText } from '@pod/marketing/content/faqSearchText';
import { faqs } from '@pod/marketing/content/faqs';
import { axeOn } from '../support/axeOn.ts';
import { WCAG_TAGS } from '../support/axeVariants.ts';
import { holdScripts } from '../support/holdScripts.ts';

// FAQ search: a GET form (/faqs?q=) the server answers with the matches, best first; with
// scripts, each key filters the server's list at once, before the island is hydrated (the head's
// filter) and after (the island), with the one engine (@pod/faq-search: stems, prefixes, a typo
// forgiven, ranked); once hydrated, the matched words are marked; Escape clears.

const MARKETING = /\/remotes\/marketing\/.*\.js$/;
const TOTAL = faqs.length;
const SHOWING_ALL = faqSearchText.showingAll(TOTAL);
/** The status line for `query`, whatever the count. */
const someMatch = (query: string) => new RegExp(`^${faqSearchText.someMatch('\\d+', TOTAL, query)}$`);
const searchBox = (page: Page) => page.getByLabel(faqSearchText.label);

async function openSearch(page: Page) {
  await page.goto('/faqs');
  await expect(page.locator('article[id]')).toHaveCount(TOTAL);
  // The page arrives prerendered; the search box answers once the page is hydrated.
  await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
  const search = searchBox(page);
  await search.focus();
  return search;
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /questions/ });
/** The questions on screen (the others stay in the page, hidden). */
const shownCards = (page: Page) => page.locator('article[id]:not([hidden])');

/** Every question shown, and the status line saying so. */
async function expectAllShown(page: Page) {
  await expect(shownCards(page)).toHaveCount(TOTAL);
  await expect(status(page)).toHaveText(SHOWING_ALL);
}

/** "dhl" matches one question, and the status line says so. */
async function expectOneMatchForDhl(page: Page) {
  await expect(shownCards(page)).toHaveCount(1);
  await expect(status(page)).toHaveText(faqSearchText.someMatch(1, TOTAL, 'dhl'));
}

/** What axe finds against WCAG 2.2 AA on the page as it stands, by rule and element. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

test('"price" finds the answers about pricing, highlighted, with the count announced', async ({ page }) => {
  const search = await openSearch(page);
  await search.pressSequentially('price');
  const cards = shownCards(page);
  await expect(status(page)).toHaveText(someMatch('price'));
  await expect(page.locator('article mark').first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(TOTAL);
  for (let i = 0; i < count; i += 1) {
    await expect(cards.nth(i).locator('mark').first()).toHaveText(/^pric/i);
  }
  await expect(status(page)).toHaveText(faqSearchText.someMatch(count, TOTAL, 'price'));
});

test('"shipping" ranks the shipping questions first and finds "Do you ship internationally?"', async ({
  page,
}) => {
  const search = await openSearch(page);
  await search.fill('shipping');
  const cards = shownCards(page);
  await expect(page.locator('#international-shipping h3 mark')).toHaveText('ship');
  const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids.slice(0, 2).sort()).toEqual(['international-shipping', 'shipping-services']);
  await expect(page.locator('#international-shipping h3 mark')).toHaveText('ship');
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expectAllShown(page);
  await expect(page.locator('article mark')).toHaveCount(0);
});

test('typed key by key, every start of "shipping" shows the shipping questions, marked, never "No questions match"', async ({
  page,
}) => {
  const search = await openSearch(page);
  // The island is hydrated once a search is highlighted (the server's HTML marks nothing).
  await search.fill('shipping');
  await expect(page.locator('#international-shipping h3 mark')).toHaveText('ship');
  await search.fill('');
  await expect(status(page)).toHaveText(SHOWING_ALL);
  let typed = '';
  for (const key of 'shipping') {
    typed += key;
    await search.press(key);
    await expect(search).toHaveValue(typed);
    // The status answers this very start (it describes the list on screen).
    await expect(status(page)).toHaveText(someMatch(typed));
    await expect(page.locator('#shipping-services'), typed).toBeVisible();
    await expect(page.locator('#international-shipping'), typed).toBeVisible();
    // "ship" is marked as soon as "s" could be it: what is marked is what matched.
    await expect(page.locator('#international-shipping h3 mark'), typed).toHaveText('ship');
  }
  await search.fill('shipping zebra');
  await expect(status(page)).toHaveText(faqSearchText.noMatch('shipping zebra'));
  await expect(shownCards(page)).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`highlighted results pass axe in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const search = await openSearch(page);
    await search.fill('shipping');
    await expect(page.locator('article mark').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('before the island is hydrated, each key filters the server’s list at once, and the island takes it over', async ({
  page,
}) => {
  const release = await holdScripts(page, MARKETING);
  await page.goto('/faqs', { waitUntil: 'commit' });
  const search = searchBox(page);
  await expect(status(page)).toHaveText(SHOWING_ALL);
  let typed = '';
  for (const key of 'dhl') {
    typed += key;
    await search.press(key);
    // Answered within the key's own task: read right after it, the list and status already match.
    const after = await page.evaluate(() => ({
      shown: document.querySelectorAll('article[id]:not([hidden])').length,
      status: document.querySelector('#faq-search-status')?.textContent,
    }));
    expect(after.status, typed).toBe(faqSearchText.someMatch(after.shown, TOTAL, typed));
  }
  await expect(page.locator('[data-island="FaqList"]')).not.toHaveAttribute('data-island-hydrated', 'true');
  await expectOneMatchForDhl(page);
  await expect(page.locator('#international-shipping')).toBeVisible();
  release();
  await expect(page.locator('[data-island="FaqList"]')).toHaveAttribute('data-island-hydrated', 'true');
  await expect(shownCards(page)).toHaveCount(1);
  await expect(search).toHaveValue('dhl');
  // Hydrated: the island answers the next keys.
  await search.press('Backspace');
  await search.press('Backspace');
  await search.press('Backspace');
  await expectAllShown(page);
});

test('when the search’s code cannot load, each key still filters the list', async ({ page }) => {
  await page.route(MARKETING, (route) => route.abort());
  await page.goto('/faqs');
  const search = searchBox(page);
  await search.pressSequentially('dhl');
  await expectOneMatchForDhl(page);
  await search.press('Enter');
  await expect(page).toHaveURL('/faqs');
  await search.fill('');
  await expectAllShown(page);
});

test('/faqs?q= arrives filtered and the island hydrates it without a mismatch', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat|#418|#423|#425/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/faqs?q=shipping');
  const shown = await shownCards(page).evaluateAll((cards) => cards.map((card) => card.id));
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThan(TOTAL);
  const search = searchBox(page);
  await expect(search).toHaveValue('shipping');
  await search.focus();
  await expect(page.locator('[data-island="FaqList"]')).toHaveAttribute('data-island-hydrated', 'true');
  await expect(status(page)).toHaveText(someMatch('shipping'));
  expect(problems).toEqual([]);
});

test('the server’s /faqs?q= answer passes axe', async ({ page }) => {
  // axe runs as a script: the page's own scripts are held back, so what it reads is the server's HTML.
  await holdScripts(page, MARKETING);
  await page.goto('/faqs?q=shipping');
  await expect(status(page)).toHaveText(someMatch('shipping'));
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/faqs?q=shipping shows only the matching questions, with a true status line', async ({ page }) => {
    const response = await page.goto('/faqs?q=shipping');
    expect(response?.status()).toBe(200);
    await expect(searchBox(page)).toHaveValue('shipping');
    const count = await shownCards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(TOTAL);
    await expect(page.locator('#shipping-services')).toBeVisible();
    await expect(page.locator('#cancel-order')).toBeHidden();
    await expect(status(page)).toHaveText(faqSearchText.someMatch(count, TOTAL, 'shipping'));
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
  });

  test('the search form submits to the server, and an empty search shows every question', async ({
    page,
  }) => {
    await page.goto('/faqs');
    await expectAllShown(page);
    await searchBox(page).fill('dhl');
    await page.getByRole('button', { name: faqSearchText.submit, exact: true }).click();
    await expect(page).toHaveURL('/faqs?q=dhl');
    await expectOneMatchForDhl(page);
    await searchBox(page).fill('');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/faqs?q=');
    await expect(shownCards(page)).toHaveCount(TOTAL);
  });

  test('a strange or huge query is answered, escaped', async ({ page }) => {
    const strange = await page.goto(`/faqs?q=${encodeURIComponent('"><script>alert(1)</script>')}%E0%A4%A`);
    expect(strange?.status()).toBe(200);
    await expect(status(page)).toHaveText(/^No questions match “.*”$/);
    const huge = await page.goto(`/faqs?q=${'ship%20'.repeat(1000)}`);
    expect(huge?.status()).toBe(200);
    await expect(shownCards(page).first()).toBeVisible();
  });
});
