import { expect, test } from '@playwright/test';
import { axeOn } from '../support/axeOn.ts';
import { axeVariants, WCAG_TAGS } from '../support/axeVariants.ts';
import {
  expectPhotosLoaded,
  featurePhotos,
  openPage,
  ROUTES,
  stripSpecSetUp,
  TITLE,
  uploadPhotos,
} from '../support/featuredPhotos.ts';
import { signInToUpload } from '../support/staffSession.ts';

// The production strip's accessibility: focus in the staff controls that order the featured
// photos (moves, Unfeature), and axe on the strip of Home and Products in every variant.
// What the strip shows and where: productionStrip.spec.ts.
const names = stripSpecSetUp();
/** The uploaded photos' ids, by letter. */
const ids = { a: '', b: '', c: '' };
/** The featured photos' ids in the order the pages must show them (set as the tests change it). */
let order: string[] = [];

test.beforeAll(async ({ browser }) => {
  // Three photos featured c, b, a: the order staff left them in on productionStrip.spec.ts.
  const context = await browser.newContext();
  const page = await context.newPage();
  const [a = '', b = '', c = ''] = await uploadPhotos(page, page.request, names);
  Object.assign(ids, { a, b, c });
  await featurePhotos(page, [c, b, a]);
  await context.close();
});

test('focus stays on the moved photo after Down and a move to the top, and goes to a neighbour after Unfeature', async ({
  page,
}) => {
  await signInToUpload(page);
  const featured = page.getByRole('region', { name: 'Featured on Home and Products' });
  const status = featured.getByRole('status');
  const [a, b, c] = names as [string, string, string];
  const press = async (name: string, announced: string) => {
    await featured.getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(announced);
  };
  await expect(featured.getByRole('listitem')).toHaveText([
    new RegExp(`${c}\\s*1 of 3`),
    new RegExp(`${b}\\s*2 of 3`),
    new RegExp(`${a}\\s*3 of 3`),
  ]);

  // Down: focus stays on the same button while it can still move down ...
  await press(`Move ${c} down`, `${c} moved to position 2 of 3.`);
  await expect(featured.getByRole('button', { name: `Move ${c} down` })).toBeFocused();
  // ... and goes to its Up button once it reaches the bottom (Down is disabled there).
  await press(`Move ${c} down`, `${c} moved to position 3 of 3.`);
  await expect(featured.getByRole('button', { name: `Move ${c} up` })).toBeFocused();

  // To the top: Up is disabled there, so focus goes to its Down button.
  await press(`Move ${a} up`, `${a} moved to position 1 of 3.`);
  await expect(featured.getByRole('button', { name: `Move ${a} down` })).toBeFocused();

  // Unfeature: the row goes; focus moves to the photo that took its place.
  await press(`Unfeature ${b}`, `${b} is no longer featured.`);
  await expect(featured.getByRole('listitem')).toHaveCount(2);
  await expect(featured.getByRole('button', { name: `Unfeature ${c}` })).toBeFocused();
  // The last row: no photo takes its place, so the one before it.
  await press(`Unfeature ${c}`, `${c} is no longer featured.`);
  await expect(featured.getByRole('button', { name: `Unfeature ${a}` })).toBeFocused();
  // What the server's pages show from here on.
  order = [ids.a];
});

for (const variant of axeVariants)
  test(`the strip passes axe on Home and Products (${variant.name})`, async ({ browser }) => {
    for (const route of ROUTES) {
      const { context, page } = await openPage(browser, route, {
        viewport: variant.viewport,
        colorScheme: variant.colorScheme,
      });
      const strip = page.getByRole('region', { name: TITLE });
      await strip.scrollIntoViewIfNeeded();
      await expectPhotosLoaded(page, order.length);
      if (process.env.STRIP_SHOTS)
        await strip.screenshot({
          path: `shots/out/strip-${route.slice(1) || 'home'}-${variant.name.replace(/ /g, '-')}.png`,
        });
      const results = await axeOn(page)
        .include('section[aria-labelledby="production-heading"]')
        .withTags(WCAG_TAGS)
        .analyze();
      expect(
        results.violations.map((violation) => violation.id),
        route,
      ).toEqual([]);
      await context.close();
    }
  });
