import { expect, test } from '@playwright/test';
import { customerService, salesContact } from '@pod/forms/content/formsContent';
import { faqs } from '@pod/marketing/content/faqs';
import { privacySections } from '@pod/marketing/content/privacy';
import { productCategories } from '@pod/marketing/content/products';
import { termsSections } from '@pod/marketing/content/terms';
import { footerCompanyLinks, headerLinks } from '@pod/shell/siteLinks';
import { uploadText } from '@pod/staff/content/uploadText';
import { siteRoutes } from '../support/routes.ts';
import { mainHeading, visibleText } from '../support/visibleText.ts';

// What a crawler, a link preview or a phone whose scripts failed gets: one plain GET, no browser.

const headings: Record<string, string> = {
  '/': "Let's Make Your Print-on-Demand Apparel Sales More Profitable",
  '/contact': salesContact.heading,
  '/contact-cs': customerService.heading,
  '/upload': uploadText.pageTitle,
  '/faqs': 'Frequently Asked Questions',
  '/this-page-does-not-exist': '404 Page Not Found',
};

for (const path of siteRoutes) {
  test(`raw HTML of ${path} holds its heading, layout and content`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(path.includes('does-not-exist') ? 404 : 200);
    const html = await response.text();
    const heading = mainHeading(html);
    expect(heading, 'an <h1> inside <main>').toBeTruthy();
    if (headings[path]) expect(heading).toBe(headings[path]);
    const text = visibleText(html);
    for (const link of headerLinks) expect(html).toContain(`href="${link.to}"`);
    for (const link of footerCompanyLinks) expect(text).toContain(link.label);
    expect(text).toContain('Skip to main content');
    // The page's CSS arrives with it, so it paints styled before any script.
    expect(html).toMatch(/<style data-prerendered="shell">/);
  });
}

test('FAQs: all 21 anchors with their questions', async ({ request }) => {
  const html = await (await request.get('/faqs')).text();
  const text = visibleText(html);
  expect(faqs).toHaveLength(21);
  for (const faq of faqs) {
    expect(html).toContain(`id="${faq.id}"`);
    expect(text).toContain(faq.question);
  }
});

test('Terms: all 20 section headings; Privacy: all 12', async ({ request }) => {
  const terms = visibleText(await (await request.get('/terms')).text());
  expect(termsSections).toHaveLength(20);
  for (const section of termsSections) expect(terms).toContain(section.title);
  const privacy = visibleText(await (await request.get('/privacy-policy')).text());
  expect(privacySections).toHaveLength(12);
  for (const section of privacySections) expect(privacy).toContain(section.title);
});

test('Products: the four categories', async ({ request }) => {
  const text = visibleText(await (await request.get('/products')).text());
  expect(productCategories).toHaveLength(4);
  for (const category of productCategories) expect(text).toContain(category.name);
});

test('Forms: every label, and a form that posts to this site', async ({ request }) => {
  for (const [path, content] of [
    ['/contact', salesContact],
    ['/contact-cs', customerService],
  ] as const) {
    const html = await (await request.get(path)).text();
    const text = visibleText(html);
    for (const field of content.form.fields) {
      const label = field.forms[content.form.place.source]?.label ?? field.label;
      expect(text).toContain(field.required ? `${label} *` : label);
    }
    expect(text).toContain(content.form.submitLabel);
    const form = /<form\b[^>]*\bdata-pod-form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${content.form.place.action}"`);
    expect(text).not.toContain('needs JavaScript');
  }
});

test('Upload: the signed-out page (sign-in card), never a signed-in one', async ({ request }) => {
  const text = visibleText(await (await request.get('/upload')).text());
  expect(text).toContain(uploadText.signIn.title);
  expect(text).not.toContain(uploadText.signIn.checking);
});
