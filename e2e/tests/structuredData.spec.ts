import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '@pod/contracts/siteConfig';
import { builtRoutes } from '../support/builtRoutes.ts';

// The structured data and link-preview tags of every page, as the server sends them (no script
// runs), read against what the same page shows: the organisation's contacts and address, every
// question of the FAQ page, each inner page's breadcrumb along its own path.

test.use({ javaScriptEnabled: false });

type Thing = Record<string, unknown> & { '@type'?: string };

async function jsonLdOf(page: Page): Promise<Thing[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as Thing | Thing[];
    return Array.isArray(data) ? data : [data];
  });
}

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

const ofType = (things: Thing[], type: string) => things.filter((thing) => thing['@type'] === type);

for (const { path } of builtRoutes()) {
  test(`${path}: a share card with its text, and a breadcrumb along the path`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    await page.goto(path);
    const image = await meta(page, 'og:image');
    expect(image?.startsWith(`${origin}/`)).toBe(true);
    expect((await page.request.get(image ?? '')).headers()['content-type']).toBe('image/png');
    expect(await meta(page, 'og:image:alt')).toContain(siteConfig.brandName);
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${origin}${path}`);

    const crumbs = ofType(await jsonLdOf(page), 'BreadcrumbList');
    if (path === '/') {
      expect(crumbs).toEqual([]);
      return;
    }
    expect(crumbs).toHaveLength(1);
    const items = (crumbs[0]?.itemListElement ?? []) as { position: number; name: string; item: string }[];
    expect(items[0]).toMatchObject({ position: 1, name: 'Home', item: `${origin}/` });
    expect(items.at(-1)?.item).toBe(canonical);
    // Each step is a page above the next along the path, numbered in order.
    for (const [index, item] of items.entries()) {
      expect(item.position).toBe(index + 1);
      expect(`${path}/`.startsWith(`${new URL(item.item).pathname.replace(/\/$/, '')}/`)).toBe(true);
    }
  });
}

test('home: the organisation with the address and contacts the contact pages show, and the website', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto('/');
  const things = await jsonLdOf(page);
  const [organisation] = ofType(things, 'Organization');
  expect(organisation).toMatchObject({ name: siteConfig.brandName, url: `${origin}/` });
  expect(String(organisation?.logo).startsWith(`${origin}/`)).toBe(true);
  expect(ofType(things, 'WebSite')).toMatchObject([
    { name: siteConfig.brandName, url: `${origin}/`, publisher: { '@id': organisation?.['@id'] } },
  ]);
  const address = organisation?.address as Record<string, string>;
  const points = (organisation?.contactPoint ?? []) as {
    contactType: string;
    email: string;
    telephone: string;
  }[];
  expect(points.map((point) => point.contactType)).toEqual(['sales', 'customer support']);
  // Sales: the sales page's business card; support: the customer-service page.
  for (const [point, path] of [
    [points[0], '/contact'],
    [points[1], '/contact-cs'],
  ] as const) {
    await page.goto(path);
    const main = page.locator('main');
    await expect(main).toContainText(point?.email ?? 'no e-mail');
    await expect(main).toContainText(point?.telephone ?? 'no phone');
    for (const part of [address.streetAddress, address.addressLocality, address.postalCode]) {
      await expect(main).toContainText(part ?? 'no address');
    }
  }
});

test('/faqs: every question the page shows is in the FAQ data with its answer', async ({ page }) => {
  await page.goto('/faqs');
  const [faqPage] = ofType(await jsonLdOf(page), 'FAQPage');
  const entities = (faqPage?.mainEntity ?? []) as { name: string; acceptedAnswer: { text: string } }[];
  const shown = await page.locator('main article h3').allTextContents();
  expect(shown.length).toBeGreaterThan(10);
  expect(entities.map((entity) => entity.name).sort()).toEqual([...shown].sort());
  for (const entity of entities) {
    const card = page
      .locator('main article')
      .filter({ has: page.getByRole('heading', { name: entity.name }) });
    const paragraphs = await card.locator('p').allTextContents();
    expect(entity.acceptedAnswer.text).toBe(paragraphs.join('\n\n'));
  }
});

test('/products: every product category the page shows is a service of the organisation, as described', async ({
  page,
}) => {
  await page.goto('/products');
  const [list] = ofType(await jsonLdOf(page), 'ItemList');
  const items = (list?.itemListElement ?? []) as { position: number; item: Thing }[];
  const cards = page.locator('main article[id]').filter({ has: page.locator('h2') });
  expect(items.length).toBeGreaterThan(2);
  await expect(cards).toHaveCount(items.length);
  for (const [index, { position, item }] of items.entries()) {
    expect(position).toBe(index + 1);
    expect(item['@type']).toBe('Service');
    const card = cards.nth(index);
    await expect(card.locator('h2')).toHaveText(String(item.name));
    await expect(card).toContainText(String(item.description));
    expect(new URL(String(item.url)).hash).toBe(`#${await card.getAttribute('id')}`);
    expect((item.provider as Thing)['@id']).toMatch(/#organization$/);
  }
});

test('the not-found page is kept out of search results and names no canonical address', async ({ page }) => {
  const answer = await page.goto('/no-such-page-here');
  expect(answer?.status()).toBe(404);
  expect(await meta(page, 'robots')).toBe('noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
  expect(await meta(page, 'og:image:alt')).toContain(siteConfig.brandName);
  expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
  expect(ofType(await jsonLdOf(page), 'BreadcrumbList')).toEqual([]);
});
