import { expect, type Page, test } from '@playwright/test';

// Form feedback: every validation message at once; toasts inside a phone's screen.

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

test('when Company fails its rule, the empty required fields still show "Required"', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await field(page, 'Company').fill('Acme\tInc');
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const label of ['First Name *', 'Last Name *', 'Email *', 'Message *']) {
    await expect(field(page, label)).toHaveAccessibleDescription('Required');
  }
  await expect(field(page, 'Company')).toHaveAccessibleDescription(
    'Company must be on one line, without tabs or line breaks',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the toast sits inside the viewport with equal side margins', async ({ page }) => {
    await page.goto('/contact');
    // The toast is the hydrated form's: wait for it (pressed before, the browser posts the form).
    await field(page, 'First Name *').focus();
    await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-island-hydrated', 'true');
    await field(page, 'First Name *').fill('Toast');
    await field(page, 'Last Name *').fill('Position');
    await field(page, 'Email *').fill(`toast-${Date.now()}@example.com`);
    await field(page, 'Message *').fill('Checking where the toast appears on a phone.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('.Toastify__toast');
    await expect(toast).toContainText('Message sent successfully!');
    // Let the entry animation finish before measuring.
    await expect
      .poll(async () => toast.evaluate((node) => node.getAnimations().length), { timeout: 5000 })
      .toBe(0);
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    const { x, width, y, height } = box ?? { x: 0, width: 0, y: 0, height: 0 };
    expect(x).toBeGreaterThanOrEqual(8);
    expect(x + width).toBeLessThanOrEqual(375 - 8);
    expect(Math.abs(x - (375 - (x + width)))).toBeLessThanOrEqual(1);
    expect(y + height).toBeLessThanOrEqual(740);
  });
});
