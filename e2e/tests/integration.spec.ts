import { expect, test } from '@playwright/test';

// Integration: the marketplaces and carriers it names, its steps, and a next step per option that
// opens the sales form already saying which option.

test('integration shows its marketplaces and carriers as named marks, the three steps, and a next step per option', async ({
  page,
}) => {
  await page.goto('/integration');
  const main = page.getByRole('main');
  for (const name of ['Etsy', 'Shopify', 'TikTok Shop', 'eBay', 'USPS', 'UPS', 'DHL'])
    await expect(main.getByRole('img', { name, exact: true })).toBeVisible();
  // Marks the icon set does not carry are set as wordmarks, readable as text.
  for (const name of ['Amazon', 'Walmart', 'OSM Worldwide'])
    await expect(main.getByText(name, { exact: true })).toBeVisible();
  await expect(main.getByText(/^Through Order Desk/)).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Go live after testing' })).toBeVisible();
});

test('each integration option opens the sales form with that option already written in the message', async ({
  page,
}) => {
  const steps = [
    { link: 'Talk to our integration team', message: /integration team about a Direct API Integration/ },
    { link: 'Connect your store', message: /connect my store through Order Desk/ },
    { link: 'Request a quote', message: /quote for an unbranded bulk order/ },
  ];
  for (const step of steps) {
    await page.goto('/integration');
    await expect(page.locator('main [data-page-root="marketing"]')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('main').getByRole('link', { name: step.link }).click();
    await expect(page).toHaveURL(/\/contact\?message=/);
    await expect(page.locator('main [data-page-root="forms"]')).toHaveAttribute('data-hydrated', 'true');
    const box = page.getByRole('main').getByLabel('Message *', { exact: true });
    await expect(box).toHaveValue(step.message);
    // The other options' wording is not there: each button says what the visitor chose.
    for (const other of steps.filter((candidate) => candidate !== step))
      await expect(box).not.toHaveValue(other.message);
  }
});

for (const width of [375, 1280]) {
  test(`at ${width} px the marketplace and carrier marks fill their row, no empty columns beside them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/integration');
    for (const title of ['Sell where your customers shop', 'Shipped by carriers you know']) {
      const section = page.getByRole('region', { name: title });
      const row = await section.getByRole('list').evaluate((list) => {
        const box = list.getBoundingClientRect();
        const tiles = [...list.children].map((tile) => tile.getBoundingClientRect());
        const firstRow = tiles.filter((tile) => Math.abs(tile.top - (tiles[0]?.top ?? 0)) < 1);
        return { listRight: box.right, rowRight: Math.max(...firstRow.map((tile) => tile.right)) };
      });
      expect(row.listRight - row.rowRight, `${title}: room left empty at the row's end`).toBeLessThanOrEqual(
        1,
      );
    }
  });
}
