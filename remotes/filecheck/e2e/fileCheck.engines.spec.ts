import { PHONE } from '@pod/e2e/support/engine';
import { expectVisible, waitUntilHydrated } from '@pod/e2e/support/engineChecks';
import { expect, test } from '@pod/e2e/support/engineFixture';
import { fileOnDisk } from '@pod/e2e/support/fileOnDisk';
import { samples } from '../src/analysis/testing/sampleFiles.ts';
import { filecheckPageText } from '../src/content/filecheckPageText.ts';
import { fixTexts } from '../src/content/fixTexts.ts';

// The file check in Firefox and WebKit at a phone's width: a sample file chosen from disk is
// checked in the page, and one fix (the background removed) gives a file that is checked again.

test('a white-background JPEG is checked, and one click removes its background', async ({ open }) => {
  const file = fileOnDisk('ring.jpg', await samples.ringJpeg());
  const page = await open(PHONE);
  await page.goto('/file-check');
  await waitUntilHydrated(page);
  await page.chooseFile({ label: filecheckPageText.picker.label }, file);
  await expectVisible(page, { role: 'heading', name: 'Results for ring.jpg' }, 60_000);
  const verdict = () =>
    page.evaluate(
      () =>
        document.querySelector('[data-check="background"] [data-verdict]')?.getAttribute('data-verdict') ??
        null,
    );
  expect(await verdict()).toBe('warning');
  await page.click({ role: 'button', name: fixTexts.removeBackground.button });
  await expectVisible(page, { role: 'heading', name: 'Results for ring-no-background.png' }, 90_000);
  await expectVisible(page, { role: 'link', name: fixTexts.download('ring-no-background.png') });
  await expect.poll(verdict).toBe('good');
  expect(await page.pageErrors()).toEqual([]);
});
