import { expect, type Page } from '@playwright/test';
import type { CheckId, Verdict } from '../src/analysis/verdict.ts';
import { filecheckPageText } from '../src/content/filecheckPageText.ts';

// The file check page as its e2e specs drive it: opened hydrated, a file chosen, a check's verdict read.

/** The type a browser gives a chosen file, by its name's ending. */
export const mimeOf = (name: string): string =>
  name.endsWith('.png')
    ? 'image/png'
    : name.endsWith('.webp')
      ? 'image/webp'
      : name.endsWith('.svg')
        ? 'image/svg+xml'
        : 'image/jpeg';

/** /file-check, once its page has hydrated. */
export async function openHydrated(page: Page): Promise<void> {
  await page.goto('/file-check');
  await expect(page.locator('main [data-page-root="filecheck"]')).toHaveAttribute('data-hydrated', 'true');
}

/** Chooses the file and waits (up to `timeout` ms a step) for its results with their exact figures. */
export async function checkFile(page: Page, name: string, buffer: Buffer, timeout: number): Promise<void> {
  await page
    .getByLabel(filecheckPageText.picker.label)
    .setInputFiles({ name, mimeType: mimeOf(name), buffer });
  await expect(page.getByRole('heading', { level: 2, name: `Results for ${name}` })).toBeVisible({ timeout });
  // A large file's first look comes before its exact figures: the verdicts read are the exact ones.
  await expect(page.getByTestId('check-results')).toHaveAttribute('data-figures', 'exact', { timeout });
}

/** The verdict a check shows, or null where the check is not shown. */
export async function verdictOf(page: Page, id: CheckId): Promise<Verdict | null> {
  return (await page
    .locator(`[data-check="${id}"] [data-verdict]`)
    .getAttribute('data-verdict')) as Verdict | null;
}
