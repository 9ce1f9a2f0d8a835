import { expect, test } from '@playwright/test';
import { h1 } from '../support/mainHeading.ts';
import { collectErrors } from '../support/pageErrors.ts';

// Moving between the marketing pages by the header's and the footer's links: each arrives with its
// heading, title and description, and no errors.

test('navigates between every marketing page with the right heading and title', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(h1(page)).toHaveText("Let's Make Your Print-on-Demand Apparel Sales More Profitable");
  await expect(page).toHaveTitle(/Print-on-Demand Apparel/);

  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  const steps: { click: () => Promise<void>; path: string; heading: string; title: RegExp }[] = [
    {
      click: () => header.getByRole('link', { name: 'Why Us' }).click(),
      path: '/why-us',
      heading: 'Why Us',
      title: /^Why Us/,
    },
    {
      click: () => header.getByRole('link', { name: 'Products' }).click(),
      path: '/products',
      heading: 'Products',
      title: /^Products/,
    },
    {
      click: () => header.getByRole('link', { name: 'Integration' }).click(),
      path: '/integration',
      heading: 'Integration Options',
      title: /^Integration Options/,
    },
    {
      click: () => footer.getByRole('link', { name: 'Terms of Service' }).click(),
      path: '/terms',
      heading: 'Terms & Conditions',
      title: /^Terms & Conditions \| /,
    },
    {
      click: () => footer.getByRole('link', { name: 'FAQs' }).click(),
      path: '/faqs',
      heading: 'Frequently Asked Questions',
      title: /^Frequently Asked Questions/,
    },
    {
      click: () => footer.getByRole('link', { name: 'Privacy Policy' }).click(),
      path: '/privacy-policy',
      heading: 'Privacy Policy',
      title: /^Privacy Policy/,
    },
  ];
  for (const step of steps) {
    await step.click();
    await expect(page).toHaveURL(step.path);
    await expect(h1(page)).toHaveText(step.heading);
    await expect(page).toHaveTitle(step.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  }
  // Integration's Contact Us goes to the sales form.
  await page.goto('/integration');
  await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
  expect(errors).toEqual([]);
});
