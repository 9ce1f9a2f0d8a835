import { expect, type Page } from '@playwright/test';
import { E2E_STAFF } from './server.ts';

/** A real 2x2 PNG (opaque blue pixels): the smallest image the upload tool accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQj78ARAwQCgAh0gU5dcA+awAAAABJRU5ErkJggg==',
  'base64',
);

/** Fills the sign-in card on the current staff page with the e2e staff account and sends it. */
export async function submitStaffSignIn(page: Page): Promise<void> {
  await page.getByLabel('Username').fill(E2E_STAFF.username);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in on /upload and waits for the upload tool. */
export async function signInToUpload(page: Page): Promise<void> {
  await page.goto('/upload');
  await submitStaffSignIn(page);
  await expect(page.getByRole('button', { name: 'Choose Image to Upload' })).toBeVisible();
}

/** Uploads TINY_PNG under `name` through the upload dialog and waits for the success message. */
export async function uploadImage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Choose Image to Upload' }).click();
  await page
    .getByTestId('upload-file-input')
    .setInputFiles({ name, mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('dialog').getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`Successfully uploaded: ${name}`)).toBeVisible();
}
