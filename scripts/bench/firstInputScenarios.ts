// The first inputs the first-input bench makes (firstInput.ts runs them): for each island, the
// page, the input, and the page-side tests of its visible answer and useful result.
import type { Page } from '@playwright/test';
import { png2000 } from './designPng.ts';

/** What the visitor did between the load event and the input. */
export type Before = 'nothing' | 'a scroll' | 'a tap on the field';

/** The staff account the sign-in scenario uses; the bench's site is started with it. */
export const STAFF = { username: 'bench.staff', password: 'bench password 1234' };

export interface Scenario {
  /** The input event whose time starts the clock. */
  startsOn: 'pointerdown' | 'keydown' | 'change';
  /**
   * From the first input, from the last key (a search answers the query typed in full), or from
   * the file chosen (a tap on the field that opened the chooser came before it).
   */
  clockFrom?: 'first input' | 'last key' | 'change';
  island: string;
  input: string;
  path: string;
  /** Does the input; the page's clock at the input is read by the listener firstInputClocks.ts adds. */
  act(page: Page): Promise<void>;
  /** Page-side tests, as function bodies returning a boolean. */
  visible: string;
  useful: string;
  /** A useful result that comes in two steps: the test of the second (a file's exact figures). */
  exact?: string;
  /**
   * Reaching for the island first, as a visitor does (a tap on a file field opens the chooser):
   * done half a second after load; the act it returns, a second later, is the input.
   */
  reach?: (page: Page) => Promise<(page: Page) => Promise<void>>;
}

// Words shown: an element's own text (not its children's: "▶ Play slideshow" has the icon in a
// span of its own) holds them, and the element is drawn.
const visibleText = (words: string) =>
  `[...document.querySelectorAll('main *')].some((el) => [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent.includes(${JSON.stringify(words)})) && el.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) && el.getBoundingClientRect().width > 1)`;

export const scenarios: Scenario[] = [
  {
    startsOn: 'pointerdown',
    island: 'Contact form',
    input: 'Send (fields filled)',
    path: '/contact',
    async act(page) {
      const main = page.getByRole('main');
      // Filled as autofill does, without waking the form: the press is the first input.
      await page.evaluate(() => {
        const set = (label: string, value: string) => {
          const field = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
          const input = field?.htmlFor
            ? (document.getElementById(field.htmlFor) as HTMLInputElement | null)
            : null;
          if (input) input.value = value;
        };
        set('First Name', 'Ada');
        set('Last Name', 'Lovelace');
        set('Email', 'ada@example.com');
        set('Message', 'Hoodies, 200 of them.');
      });
      await main.locator('button[type="submit"]').tap();
    },
    // Before the form is live the browser posts it and the next page says it; once live, the toast.
    visible: `return ${visibleText('Sending...')} || document.body.innerText.includes('Message sent successfully!');`,
    useful: `return document.body.innerText.includes('Message sent successfully!');`,
  },
  {
    startsOn: 'keydown',
    clockFrom: 'last key',
    island: 'FAQ search',
    input: '"shipping" typed (from the last key)',
    path: '/faqs',
    async act(page) {
      await page.getByRole('searchbox').pressSequentially('shipping', { delay: 120 });
    },
    // The list and its status line change in the same task, by the head's early filter or the island.
    visible: `return (document.getElementById('faq-search-status')?.textContent ?? '').includes('match');`,
    useful: `return (document.getElementById('faq-search-status')?.textContent ?? '').includes('“shipping”');`,
  },
  {
    startsOn: 'change',
    clockFrom: 'change',
    island: 'File check',
    input: 'a 2000x2000 PNG chosen',
    path: '/file-check',
    async act(page) {
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'design.png', mimeType: 'image/png', buffer: png2000() });
    },
    async reach(page) {
      const opened = page.waitForEvent('filechooser');
      await page.locator('input[type="file"]').tap();
      const chooser = await opened;
      return async () => {
        await chooser.setFiles({ name: 'design.png', mimeType: 'image/png', buffer: png2000() });
      };
    },
    visible: `return ${visibleText('Reading your file')} || ${visibleText('Checking design.png')} || ${visibleText('Results for design.png')};`,
    // The first verdict: a large file's first look (labelled as such) or its exact figures.
    useful: `return ${visibleText('Results for design.png')};`,
    exact: `return ${visibleText('Results for design.png')} && document.querySelector('[data-figures="exact"]') !== null;`,
  },
  {
    startsOn: 'pointerdown',
    island: 'Home slideshow',
    input: 'Pause',
    path: '/',
    async act(page) {
      // The control is the checkbox over the pill (exposed as a button), not the words under it.
      await page.getByRole('button', { name: 'Pause slideshow' }).tap();
    },
    visible: `return ${visibleText('Play slideshow')};`,
    useful: `return ${visibleText('Play slideshow')};`,
  },
  {
    startsOn: 'pointerdown',
    island: 'Staff sign-in',
    input: 'Sign in (autofilled)',
    path: '/upload',
    async act(page) {
      await page.locator('main input[name="username"]').fill(STAFF.username);
      await page.locator('main input[name="password"]').fill(STAFF.password);
      await page.getByRole('main').locator('button[type="submit"]').tap();
    },
    // Before the card is live the browser posts it and /upload comes back signed in.
    visible: `return ${visibleText('Signing in...')} || ${visibleText('Upload New Image')};`,
    useful: `return ${visibleText('Upload New Image')};`,
  },
];

/** Every scenario with nothing before it and after a scroll; one that reaches first, after a tap too. */
export const befores = (scenario: Scenario): Before[] =>
  scenario.reach ? ['nothing', 'a scroll', 'a tap on the field'] : ['nothing', 'a scroll'];
