import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { holdScripts } from '../support/holdScripts.ts';

// FAQ search: relevance with stemming, prefix matching of the word being typed, highlighted
// matches, live count, Escape clears; the search library arrives only when the box is focused.
// Before the search is live its status is the server's HTML, made true by CSS over the marks the
// head's early-taps script sets: "Searching…" once typed into, a failure notice if its code
// never comes, a no-script line without JavaScript.

const MARKETING = /\/remotes\/marketing\/.*\.js$/;

async function openSearch(page: Page) {
  await page.goto('/faqs');
  await expect(page.locator('article[id]')).toHaveCount(21);
  // The page arrives prerendered; the search box answers once the page is live.
  await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The engine's own chunk (named in useFaqSearch.ts): other lazy chunks, such as the shell's
  // Web Vitals reporter fetched when idle, may arrive meanwhile and prove nothing.
  const isEngineChunk = (url: string) => /\/faq-search\.[\w.-]*\.js$/.test(new URL(url).pathname);
  // Fetched ahead at idle it may be (a prefetch link, not run); run with the page it is not.
  const ranWithPage = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  );
  expect(ranWithPage.filter(isEngineChunk)).toEqual([]);
  const search = page.getByLabel('Search questions');
  await search.focus();
  // The engine chunk is asked for on focus, not with the page.
  await expect.poll(() => scripts.some(isEngineChunk)).toBe(true);
  return search;
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /questions/ });
/** The status line as a visitor sees it (read with innerText: only the parts CSS shows). */
const statusLine = (page: Page) => page.locator('#faq-search-line');
const failureWords = 'The search could not load. Every question is listed below.';

/**
 * Notes, at every frame, what the box holds and what the status shows, from the first paint on:
 * a status that contradicts the box for one painted frame is caught, without timing anything.
 */
async function watchStatusFrames(page: Page): Promise<() => Promise<{ box: string; status: string }[]>> {
  await page.addInitScript(() => {
    const frames: { box: string; status: string }[] = [];
    (window as unknown as { faqStatusFrames: typeof frames }).faqStatusFrames = frames;
    const note = () => {
      const box = document.querySelector<HTMLInputElement>('#faq-search');
      const shown = document.querySelector<HTMLElement>('#faq-search-line');
      if (box && shown) {
        // biome-ignore lint/performance/useDomNodeTextContent: what CSS shows is what is checked
        const frame = { box: box.value, status: shown.innerText.trim() };
        const last = frames.at(-1);
        if (last?.box !== frame.box || last?.status !== frame.status) frames.push(frame);
      }
      requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { faqStatusFrames: { box: string; status: string }[] }).faqStatusFrames,
    );
}

test('"price" finds the answers about pricing, highlighted, with the count announced', async ({ page }) => {
  const search = await openSearch(page);
  await search.pressSequentially('price');
  const cards = page.locator('article[id]');
  await expect(status(page)).toHaveText(/^\d+ of 21 questions match “price”$/);
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(21);
  for (let i = 0; i < count; i += 1) {
    await expect(cards.nth(i).locator('mark').first()).toHaveText(/^pric/i);
  }
  await expect(status(page)).toHaveText(`${count} of 21 questions match “price”`);
});

test('"shipping" ranks the shipping questions first and finds "Do you ship internationally?"', async ({
  page,
}) => {
  const search = await openSearch(page);
  await search.fill('shipping');
  const cards = page.locator('article[id]');
  await expect(page.locator('#international-shipping')).toBeVisible();
  const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids.slice(0, 2).sort()).toEqual(['international-shipping', 'shipping-services']);
  await expect(page.locator('#international-shipping h3 mark')).toHaveText('ship');
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(cards).toHaveCount(21);
  await expect(status(page)).toHaveText('Showing all 21 questions');
  await expect(page.locator('article mark')).toHaveCount(0);
});

test('typed key by key, every start of "shipping" shows the shipping questions, marked, never "No questions match"', async ({
  page,
}) => {
  const search = await openSearch(page);
  // The engine is in once a search is highlighted (the plain filter before it marks nothing).
  await search.fill('shipping');
  await expect(page.locator('#international-shipping h3 mark')).toHaveText('ship');
  await search.fill('');
  await expect(status(page)).toHaveText('Showing all 21 questions');
  let typed = '';
  for (const key of 'shipping') {
    typed += key;
    await search.press(key);
    await expect(search).toHaveValue(typed);
    // The status answers this very start (it describes the list on screen).
    await expect(status(page)).toHaveText(new RegExp(`^\\d+ of 21 questions match “${typed}”$`));
    await expect(page.locator('#shipping-services'), typed).toBeVisible();
    await expect(page.locator('#international-shipping'), typed).toBeVisible();
    // "ship" is marked as soon as "s" could be it: what is marked is what matched.
    await expect(page.locator('#international-shipping h3 mark'), typed).toHaveText('ship');
  }
  await search.fill('shipping zebra');
  await expect(status(page)).toHaveText('No questions match “shipping zebra”');
  await expect(page.locator('article[id]')).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`highlighted results pass axe in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const search = await openSearch(page);
    await search.fill('shipping');
    await expect(page.locator('article mark').first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
}

test('a search typed before the page is live reads "Searching…" at once, never "Showing all", and is answered once live', async ({
  page,
}) => {
  const frames = await watchStatusFrames(page);
  const release = await holdScripts(page, MARKETING);
  await page.goto('/faqs', { waitUntil: 'commit' });
  const search = page.getByLabel('Search questions');
  await expect(statusLine(page)).toHaveText('Showing all 21 questions', { useInnerText: true });
  await search.pressSequentially('dhl');
  await expect(page.locator('[data-island="FaqList"]')).not.toHaveAttribute('data-island-hydrated', 'true');
  await expect(statusLine(page)).toHaveText('Searching…', { useInnerText: true });
  await expect(page.locator('article[id]')).toHaveCount(21); // nothing filters yet
  release();
  await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('article[id]')).toHaveCount(1);
  await expect(status(page)).toHaveText('1 of 21 questions match “dhl”');
  await expect(statusLine(page)).toHaveText('1 of 21 questions match “dhl”', { useInnerText: true });
  await expect(search).toHaveValue('dhl');
  // Every painted frame: with text in the box, the status never claimed the whole list.
  const seen = await frames();
  expect(seen.filter((frame) => frame.box.trim() !== '' && /Showing all/.test(frame.status))).toEqual([]);
  expect(seen.map((frame) => frame.status)).toContain('Searching…');
});

test('when the search’s code cannot load, the status says so in place, the list stays whole and the query kept', async ({
  page,
}) => {
  await page.route(MARKETING, (route) => route.abort());
  await page.goto('/faqs');
  const search = page.getByLabel('Search questions');
  await search.pressSequentially('dhl');
  const island = page.locator('[data-island="FaqList"]');
  // Marked by the shell when the code fails, or by the early-taps script a few seconds on.
  await expect(island).toHaveAttribute('data-island-failed', /.+/, { timeout: 15_000 });
  await expect(island.getByRole('alert')).toContainText(failureWords);
  await expect(island.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The notice alone: no count, no "Searching…", nothing the box or the notice would contradict.
  await expect(statusLine(page)).toHaveText(new RegExp(`^\\s*${failureWords}\\s*Try again\\s*$`), {
    useInnerText: true,
  });
  await expect(page.locator('article[id]')).toHaveCount(21);
  await expect(search).toHaveValue('dhl');
});

test('Try again, once the search’s code can come, brings it to life answering what was typed', async ({
  page,
}) => {
  await page.route(MARKETING, (route) => route.abort());
  await page.goto('/faqs');
  const search = page.getByLabel('Search questions');
  await search.pressSequentially('dhl');
  const island = page.locator('[data-island="FaqList"]');
  await expect(island.getByText(failureWords)).toBeVisible({ timeout: 15_000 });
  await page.unroute(MARKETING);
  await island.getByRole('button', { name: 'Try again' }).click();
  await expect(island).toHaveAttribute('data-island-hydrated', 'true');
  await expect(island.getByText(failureWords)).toBeHidden();
  await expect(status(page)).toHaveText('1 of 21 questions match “dhl”');
  await expect(page.locator('article[id]')).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the status says searching needs JavaScript, with every question listed', async ({ page }) => {
    await page.goto('/faqs');
    await expect(statusLine(page)).toHaveText(
      'Searching needs JavaScript. All 21 questions are listed below.',
      {
        useInnerText: true,
      },
    );
    await expect(page.getByText(failureWords)).toBeHidden();
    await expect(page.locator('article[id]')).toHaveCount(21);
  });
});
