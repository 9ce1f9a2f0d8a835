import { expect, type Page, test } from '@playwright/test';
import { slideshowControlText } from '@pod/marketing/content/heroSlides';
import { holdScripts } from '../support/holdScripts.ts';
import { gotoLive } from '../support/live.ts';

// Marketing remote: navigation, home hero, anchors, Back to Top, the PDF and FAQ search.

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const h1 = (page: Page) => page.locator('main h1');

// The marketing remote's scripts: held back or blocked, the page is the server's HTML and its CSS.
const MARKETING_CODE = /\/remotes\/marketing\/.*\.js$/;
const slideshowIsland = (page: Page) => page.locator('[data-island="Slideshow"]');

/** The show's animations (slides, their lazy layout, the counter) as the browser runs them. */
function showAnimations(page: Page) {
  return slideshowIsland(page).evaluate((island) => {
    const first = island.querySelector('[data-slide="0"]')?.getAnimations()[0];
    return {
      playStates: [
        ...new Set(island.getAnimations({ subtree: true }).map((animation) => animation.playState)),
      ],
      computed: [
        ...new Set(
          [...island.querySelectorAll('[data-slide]')].map(
            (slide) => getComputedStyle(slide).animationPlayState,
          ),
        ),
      ],
      clock: Number(first?.currentTime),
      opacities: [...island.querySelectorAll('[data-slide]')].map((slide) => getComputedStyle(slide).opacity),
    };
  });
}

/** The show stands still: every animation paused, and nothing moves from one frame to the next. */
async function expectShowStill(page: Page): Promise<void> {
  await expect.poll(async () => (await showAnimations(page)).playStates).toEqual(['paused']);
  const before = await showAnimations(page);
  expect(before.computed).toEqual(['paused']);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const after = await showAnimations(page);
  expect(after.clock).toBe(before.clock);
  expect(after.opacities).toEqual(before.opacities);
}

/**
 * What the pill shows: the count as seen (the island's own text once live, before that the
 * line of the CSS count scrolled into view), the control's words as seen, the slide on top.
 */
function countAndControl(page: Page) {
  return slideshowIsland(page).evaluate((island) => {
    const counter = [...island.querySelectorAll('span')].find((span) =>
      /^(Slide|Photo) \d of \d$/.test(span.textContent ?? ''),
    );
    if (!counter) throw new Error('no count');
    let count = getComputedStyle(counter).visibility === 'visible' ? counter.textContent : null;
    const after = getComputedStyle(counter, '::after');
    if (after.display !== 'none' && after.content !== 'none') {
      const lines = after.content.slice(1, -1).split(/\\a ?/i);
      const shift = new DOMMatrixReadOnly(after.transform === 'none' ? undefined : after.transform).m42;
      count = lines[Math.round(-shift / Number.parseFloat(after.lineHeight))] ?? null;
    }
    const words = [...island.querySelectorAll<HTMLElement>('[data-words]')].filter(
      (element) => getComputedStyle(element).display !== 'none',
    );
    const slides = [...island.querySelectorAll('[data-slide]')];
    const topSlide = slides.findLastIndex((slide) => getComputedStyle(slide).opacity === '1');
    return {
      count,
      control: words.map((element) => element.textContent?.replace(/^\W+/, '')).join(' '),
      topSlide,
      countWidth: counter.getBoundingClientRect().width,
      controlWidth: words[0]?.getBoundingClientRect().width ?? 0,
    };
  });
}

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

test('products: each card states its specs and asks for pricing and a sample of that product on the sales form', async ({
  page,
}) => {
  await page.goto('/products');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'What ordering looks like' })).toBeVisible();
  await expect(main.getByText('From $1.50', { exact: false })).toBeVisible();
  const tees = main.getByRole('article', { name: 'T-Shirts' });
  await expect(tees.getByText('XS-5XL').first()).toBeVisible();
  await expect(tees.getByText('Tested for 50+ washes')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Design guidelines (PDF)' })).toHaveAttribute('href', /\.pdf$/);
  await expect(main.locator('[data-page-root="marketing"]')).toHaveAttribute('data-hydrated', 'true');
  await main.getByRole('link', { name: 'Get pricing & a sample: Baby & Toddler Apparel' }).click();
  await expect(page).toHaveURL(/\/contact\?message=/);
  await expect(page.locator('main [data-page-root="forms"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('main').getByLabel('Message *', { exact: true })).toHaveValue(
    /pricing and a sample of your Baby & Toddler Apparel/,
  );
});

test('home: hero slideshow, guarantees, sections and calls to action', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const slides = page.locator('[data-slide]');
  await expect(slides).toHaveCount(8);
  const first = slides.first().locator('img');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('width', '1600');
  await expect(first).toHaveAttribute('height', '900');
  await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(slides.first().locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 640w/);
  expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  for (const name of [
    'Lowest Prices',
    'Best-in-Class Quality',
    'Quick Turnaround',
    'The Right Print Fulfillment Partner',
    'Your Brand Reputation is Everything',
    'White Glove Service for Your Market',
    "Let's Get Started",
  ]) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.locator('#markets-heading ~ ul > li')).toHaveCount(10);
  await expect(page.getByRole('link', { name: "Let's Connect" })).toHaveAttribute('href', '/contact');

  // The slideshow advances on its own on CSS (before its script and after), and once live it
  // counts its slides, and the visible control pauses it (the rest: the hero slideshow tests below).
  const shownOtherThanFirst = () =>
    page.locator('[data-slide]').evaluateAll(
      (slides) =>
        slides.filter((slide) => {
          // Shown, and its image laid out and loaded: not an empty frame.
          const image = slide.querySelector('img');
          return (
            slide.getAttribute('data-slide') !== '0' &&
            getComputedStyle(slide).opacity === '1' &&
            image?.checkVisibility() === true &&
            image.complete &&
            image.naturalWidth > 0
          );
        }).length,
    );
  await expect.poll(shownOtherThanFirst, { timeout: 8000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: slideshowControlText.pause }).hover();
  await expect(slideshowIsland(page)).toHaveAttribute('data-island-hydrated', 'true');
  await expect(page.getByText(/Slide [2-8] of 8/)).toBeVisible({ timeout: 5000 });
  await page.getByRole('button', { name: slideshowControlText.pause }).click();
  await expectShowStill(page);
  await expect(page.getByRole('button', { name: slideshowControlText.play })).toBeVisible();

  // Learn More leads to the company's story (Why Us); Contact Us leads to the sales form.
  await expect(page.getByRole('link', { name: 'Learn More about us', exact: true })).toHaveAttribute(
    'href',
    '/why-us',
  );
  await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
  expect(errors).toEqual([]);
});

test('home: no auto-advance when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  // The first slide stays still on CSS alone, and the control offers to play; then live, the same.
  await expectShowStill(page);
  await expect(page.locator('[data-slide="1"]')).toHaveCSS('opacity', '0');
  await expect(page.getByRole('button', { name: slideshowControlText.play })).toBeVisible();
  await page.getByRole('button', { name: slideshowControlText.play }).hover();
  await expect(slideshowIsland(page)).toHaveAttribute('data-island-hydrated', 'true');
  await expect(slideshowIsland(page).locator('[data-slideshow]')).toHaveAttribute('data-slideshow', 'paused');
  await expectShowStill(page);
  await expect(page.getByRole('button', { name: slideshowControlText.play })).toBeVisible();
  await expect(page.getByText('Slide 1 of 8')).toBeVisible();
});

// The hero's slideshow runs on CSS from the first paint, and its script may come seconds later on
// a phone, or never. Its control is a checkbox the CSS reads, so Pause answers at once either way
// (WCAG 2.2.2); these check it through the browser's own state of the show's animations, not time.
test.describe('hero slideshow', () => {
  test('with its script blocked, Pause stops the slides at once and the control then reads Play slideshow', async ({
    page,
  }) => {
    await page.route(MARKETING_CODE, (route) => route.abort());
    await page.goto('/');
    expect((await showAnimations(page)).playStates).toEqual(['running']);
    await page.getByRole('button', { name: slideshowControlText.pause }).click();
    await expect(page.getByRole('button', { name: slideshowControlText.play })).toBeVisible();
    await expectShowStill(page);
    await expect(slideshowIsland(page)).not.toHaveAttribute('data-island-hydrated', 'true');
    // And Play starts it again, from where it stood.
    const stoodAt = (await showAnimations(page)).clock;
    await page.getByRole('button', { name: slideshowControlText.play }).click();
    await expect(page.getByRole('button', { name: slideshowControlText.pause })).toBeVisible();
    await expect.poll(async () => (await showAnimations(page)).playStates).toEqual(['running']);
    expect((await showAnimations(page)).clock).toBeGreaterThanOrEqual(stoodAt);
  });

  test('with its script blocked, the count and the control show whole, true words, playing and paused', async ({
    page,
  }) => {
    await page.route(MARKETING_CODE, (route) => route.abort());
    await page.goto('/');
    const playing = await countAndControl(page);
    expect(playing.count).toMatch(/^(Slide|Photo) [1-8] of 8$/);
    expect(playing.control).toBe(slideshowControlText.pause);
    await page.getByRole('button', { name: slideshowControlText.pause }).click();
    await expectShowStill(page);
    // Stood still at a known point (the middle of the third slide's turn): the count says that slide.
    await slideshowIsland(page).evaluate((island) => {
      for (const animation of island.getAnimations({ subtree: true }))
        animation.currentTime = 2 * 3000 + 2000;
    });
    const paused = await countAndControl(page);
    expect(paused.count).toMatch(/^(Slide|Photo) 3 of 8$/);
    expect(paused).toMatchObject({ control: slideshowControlText.play, topSlide: 2 });
    // Every part of the pill holds text: nothing is an empty box.
    for (const width of [paused.countWidth, paused.controlWidth]) expect(width).toBeGreaterThan(20);
  });

  test('a Pause pressed before the script is live stays paused once it is', async ({ page }) => {
    const release = await holdScripts(page, MARKETING_CODE);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: slideshowControlText.pause }).click();
    await expectShowStill(page);
    await expect(slideshowIsland(page)).not.toHaveAttribute('data-island-hydrated', 'true');
    release();
    await expect(slideshowIsland(page)).toHaveAttribute('data-island-hydrated', 'true');
    await expect(slideshowIsland(page).locator('[data-slideshow]')).toHaveAttribute(
      'data-slideshow',
      'paused',
    );
    await expect(page.getByRole('button', { name: slideshowControlText.play })).toBeVisible();
    await expectShowStill(page);
  });

  test('once live, Pause and Play stop and restart the same show, and only the slide shown is exposed', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: slideshowControlText.pause }).hover();
    await expect(slideshowIsland(page)).toHaveAttribute('data-island-hydrated', 'true');
    expect((await showAnimations(page)).playStates).toEqual(['running']);
    await page.getByRole('button', { name: slideshowControlText.pause }).click();
    await expect(slideshowIsland(page).locator('[data-slideshow]')).toHaveAttribute(
      'data-slideshow',
      'paused',
    );
    await expectShowStill(page);
    const count = await page.getByText(/^(Slide|Photo) [1-8] of 8$/).textContent();
    const exposed = slideshowIsland(page).locator('[data-slide]:not([aria-hidden="true"])');
    await expect(exposed).toHaveCount(1);
    await expect(exposed).toHaveAttribute('aria-label', count ?? '');
    const stoodAt = (await showAnimations(page)).clock;
    await page.getByRole('button', { name: slideshowControlText.play }).click();
    await expect(slideshowIsland(page).locator('[data-slideshow]')).toHaveAttribute(
      'data-slideshow',
      'playing',
    );
    await expect(page.getByRole('button', { name: slideshowControlText.pause })).toBeVisible();
    await expect.poll(async () => (await showAnimations(page)).playStates).toEqual(['running']);
    // The same show carries on from where it stood: no restart, no jump back.
    expect((await showAnimations(page)).clock).toBeGreaterThanOrEqual(stoodAt);
    expect(errors).toEqual([]);
  });
});

test('/faqs#cancel-order lands on that card although the page loads lazily', async ({ page }) => {
  await page.goto('/faqs#cancel-order');
  const card = page.locator('#cancel-order');
  await expect(card).toBeVisible();
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
  await expect(page.locator('article[id]')).toHaveCount(21);
});

test('terms and privacy contents link to every section', async ({ page }) => {
  await page.goto('/terms');
  const termsToc = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(termsToc).toHaveCount(20);
  await termsToc.filter({ hasText: 'Payment, Pricing and Taxes' }).click();
  await expect(page).toHaveURL('/terms#payment');
  await expect(page.locator('#payment')).toBeInViewport();
  await expect(page.getByText('Prices can change without notice.')).toBeInViewport();

  await page.goto('/privacy-policy#cookies');
  await expect(page.locator('#cookies')).toBeInViewport();
  const privacyToc = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(privacyToc).toHaveCount(12);
  const hrefs = await privacyToc.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(
    [
      'scope',
      'agreement',
      'information-collect',
      'cookies',
      'children',
      'use',
      'disclosure',
      'choices',
      'security',
      'links',
      'changes',
      'contact',
    ].map((id) => `#${id}`),
  );
  for (const href of hrefs) await expect(page.locator(href ?? '')).toHaveCount(1);
  await expect(page.getByText('Effective date: October 24, 2023')).toBeVisible();
});

for (const path of ['/terms', '/faqs', '/privacy-policy']) {
  test(`Back to Top on ${path} scrolls to the top and focuses the heading`, async ({ page }) => {
    await gotoLive(page, path);
    await expect(h1(page)).toBeVisible();
    const button = page.getByRole('button', { name: 'Back to Top' });
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 4000 }).toBe(0);
    await expect(h1(page)).toBeFocused();
  });
}

test('the design guidelines PDF is a real download', async ({ page, request }) => {
  await page.goto('/faqs#design-guidelines');
  const link = page.getByRole('link', { name: 'Download the design guidelines (PDF)' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/remotes\/marketing\/static\/files\/design-guidelines\.[0-9a-f]+\.pdf$/);
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(1500);
});
