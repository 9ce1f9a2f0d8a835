import { expect, type Page, test } from '@playwright/test';
import { axeOn, violationSummary } from './axeOn.ts';
import { WCAG_TAGS } from './axeVariants.ts';
import { submitStaffSignIn } from './staffSession.ts';

// The staff leads inbox's specs: leads sent by the public form or posted as its script posts them,
// and staff signed in to /staff/leads.

export const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

const lead = (lastName: string, message: string) => ({
  firstName: 'Edith',
  lastName,
  email: `${lastName.toLowerCase()}@example.com`,
  company: '=HYPERLINK("http://evil.example")',
  message,
});

/** Sends a sales lead through the public form, as a visitor would. */
export async function sendLead(page: Page, lastName: string, message: string) {
  const { firstName, email, company } = lead(lastName, message);
  await page.goto('/contact');
  await field(page, 'First Name *').fill(firstName);
  await field(page, 'Last Name *').fill(lastName);
  await field(page, 'Email *').fill(email);
  await field(page, 'Company').fill(company);
  await field(page, 'Message *').fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
}

/**
 * The same lead posted as the form's script posts it, for tests about the inbox rather than
 * the form (the form's own journey: sendLead in leads.spec.ts, and forms.spec.ts).
 */
export async function postLead(page: Page, lastName: string, message: string) {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const answer = await page.request.post('/api/contacts', {
    headers: { Origin: origin, 'Idempotency-Key': crypto.randomUUID() },
    data: lead(lastName, message),
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

export async function signIn(page: Page) {
  await page.goto('/staff/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads inbox' })).toBeVisible();
  await submitStaffSignIn(page);
  await expect(page.getByRole('table')).toBeVisible();
}

export async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page).withTags(WCAG_TAGS).analyze();
  const summary = violationSummary(results);
  expect(summary, summary.join('\n')).toEqual([]);
}
