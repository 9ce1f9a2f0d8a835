import { expect, test } from '@playwright/test';
import { gotoHydrated, gotoWithShellAwake } from '../support/hydration.ts';

test.describe('header navigation', () => {
  test('marks the active link and moves focus to the new page heading', async ({ page }) => {
    // A click before the shell is awake loads the page (islands.spec covers that): here, the move of an awake shell.
    await gotoWithShellAwake(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL('/products');
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Why Us' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toContainText('Navigated to');
  });

  test("the footer marks the current page's link and shows it apart, as served and after a move", async ({
    page,
  }) => {
    const company = page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' });
    const look = (name: string) =>
      company.getByRole('link', { name }).evaluate((link) => {
        const style = getComputedStyle(link);
        return `${style.color} ${style.fontWeight}`;
      });
    await page.goto('/terms');
    await expect(company.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(company.getByRole('link', { name: 'FAQs' })).not.toHaveAttribute('aria-current');
    expect(await look('Terms of Service')).not.toBe(await look('FAQs'));
    await gotoWithShellAwake(page);
    await company.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL('/faqs');
    await expect(company.getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');
    await expect(company.getByRole('link', { name: 'Terms of Service' })).not.toHaveAttribute('aria-current');
    expect(await look('FAQs')).not.toBe(await look('Terms of Service'));
  });

  test('logo links home', async ({ page }) => {
    await page.goto('/faqs');
    await page.getByRole('link', { name: /home$/ }).click();
    await expect(page).toHaveURL('/');
  });

  test('skip link jumps to the main content', async ({ page }) => {
    await page.goto('/products');
    await expect(page.locator('main h1')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('toggle opens and closes the menu; choosing a link closes it', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: /navigation menu/ });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('list');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: 'Integration' }).click();
    await expect(page).toHaveURL('/integration');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Escape closes it too.
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has the spec links, services and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Your trusted Print-on-Demand partner for profitable apparel sales.');
    for (const service of ['DTF Printing', 'Embroidery', 'Flatbed UV'])
      await expect(footer).toContainText(service);
    const expected: [string, string][] = [
      ['About Us', '/why-us'],
      ['Products', '/products'],
      ['Terms of Service', '/terms'],
      ['FAQs', '/faqs'],
      ['Privacy Policy', '/privacy-policy'],
      ['Integration', '/integration'],
      ['Contact Sales', '/contact'],
      ['Contact CS', '/contact-cs'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const portal = footer.getByRole('link', { name: /Portal Log In/ });
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', /noopener/);
    await expect(footer).toContainText('© 2024');
  });
});

test.describe('theme', () => {
  test('follows the OS preference before any script of ours runs', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    // Block the app bundle: only the inline theme script runs, so this is what the first paint sees.
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('toggle switches the theme and the choice persists across reloads', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(14, 17, 22)');
    await page.route('**/static/js/**', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });
});
