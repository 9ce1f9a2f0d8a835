import { expect, test } from '@playwright/test';
import { holdScripts } from '../support/holdScripts.ts';
import { E2E_STAFF } from '../support/server.ts';
import { submitStaffSignIn } from '../support/staffSession.ts';

// The staff pages' sign-in before any page script runs: it reads and works as ready, and the
// page's code comes only when the visitor reaches for the form.

test.use({ colorScheme: 'light' });

for (const path of ['/upload', '/staff/leads', '/staff/vitals']) {
  test(`${path}: a visitor runs no page script until reaching for the sign-in form, which looks ready all along, then signs in`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(scripts.filter((script) => !script.startsWith('/vitals-build/'))).toEqual([]);
    // Not yet hydrated, but with scripts on it reads and acts as ready: the head's script enabled it.
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    await expect(signIn).toBeEnabled();
    await expect(page.getByText('Signing in needs JavaScript')).toBeHidden();
    await submitStaffSignIn(page);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Signed in, the page comes to life at load, untouched.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
}

type LeavingPage = { button?: string; hydrated: string | null; shellIn: boolean; codeIn: boolean };

test("a sign-in posted just before the island's code arrives leaves the leaving page as the server sent it", async ({
  page,
}) => {
  const errors: string[] = [];
  const states: LeavingPage[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.text().startsWith('leaving-page ')) states.push(JSON.parse(message.text().slice(13)));
    else if (message.type() === 'error') errors.push(message.text());
  });
  // The island's code waits until the form has been posted; the server's answer waits longer.
  const releaseScripts = await holdScripts(page, /\/remotes\/staff\/.*\.js$/);
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/staff/sign-in', async (route) => {
    if (route.request().method() === 'POST') await answered;
    await route.continue();
  });
  await page.goto('/upload', { waitUntil: 'load' });
  await page.getByLabel('Username').fill(E2E_STAFF.username);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  // While the post is pending Playwright's locators, evaluate and expect.poll wait for it to
  // finish, so the page says how it stands on the console; and Sign in is pressed from a task of
  // the page (requestSubmit names the button, as a click does).
  await page.getByRole('button', { name: 'Sign in', exact: true }).evaluate((button: HTMLButtonElement) => {
    const island = button.closest('[data-island-app]');
    const report = () =>
      console.log(
        `leaving-page ${JSON.stringify({
          button: button.textContent,
          hydrated: island?.getAttribute('data-island-hydrated') ?? null,
          // The shell's own script is in (it is what asks for the island's code).
          shellIn: performance
            .getEntriesByType('resource')
            .some(({ name }) => /\/static\/js\/index\.[0-9a-f]+\.js$/.test(name)),
          codeIn: performance
            .getEntriesByType('resource')
            .some(({ name }) => /\/remotes\/staff\/.*\.js$/.test(name)),
        })}`,
      );
    setTimeout(() => {
      button.form?.requestSubmit(button);
      report();
      setInterval(report, 50);
    }, 0);
  });
  const now = async (): Promise<LeavingPage | undefined> => {
    const seen = states.length;
    for (const deadline = Date.now() + 7_000; states.length === seen && Date.now() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 25));
    return states.at(-1);
  };
  expect(await now()).toMatchObject({ button: 'Signing in...', hydrated: null });
  releaseScripts();
  for (const deadline = Date.now() + 7_000; Date.now() < deadline; ) {
    const state = await now();
    if (state?.shellIn && state.codeIn) break;
  }
  // What the shell does once the island's code is in: not hydrating an island whose words the
  // head changed (React would call the text a mismatch and throw the server's HTML away).
  await page.waitForTimeout(500);
  expect(await now()).toEqual({ button: 'Signing in...', hydrated: null, shellIn: true, codeIn: true });
  answer();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(errors).toEqual([]);
});
