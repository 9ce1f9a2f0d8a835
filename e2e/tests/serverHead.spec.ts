import { expect, test } from '@playwright/test';

test('a mixed-case path redirects to the one real address', async ({ request, page }) => {
  const response = await request.get('/FAQS?q=1', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/faqs?q=1');
  await page.goto('/Contact');
  await expect(page).toHaveURL('/contact');
  await expect(page.locator('main h1')).toBeVisible();
});

test('the served head names the favicon once, and it is there', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const icons = html.match(/<link rel="icon"[^>]*>/g) ?? [];
  expect(icons).toHaveLength(1);
  const href = /href="([^"]+)"/.exec(icons[0] ?? '')?.[1] ?? '';
  expect((await request.get(href)).status()).toBe(200);
});

test('link-preview and structured-data URLs use the origin the site is served from', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/')).text();
  const origin = new URL(baseURL ?? '').origin;
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(ogImage.startsWith(`${origin}/`)).toBe(true);
  const jsonLd = JSON.parse(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
  ) as {
    url?: string;
    logo?: string;
  };
  expect(jsonLd.url).toBe(`${origin}/`);
  expect(jsonLd.logo?.startsWith(`${origin}/`)).toBe(true);
});

test('the upload page has its own title and description in the served HTML', async ({ request }) => {
  const html = await (await request.get('/upload')).text();
  expect(html).toMatch(/<title>Production Image Upload \| [^<]+<\/title>/);
  expect(html).toContain('<meta name="description" content="Production images');
});

test('client-side navigation keeps canonical and og:url on the current origin and page', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/products`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/products`);
});
