import { type Browser, firefox, type Locator, type Page } from '@playwright/test';
import type { EngineBrowser, EnginePage, Size, Target } from './engine.ts';
import { errorProbeSource, readProbedErrors } from './errorProbe.ts';

// Firefox: Debian's Firefox ESR, driven by Playwright over WebDriver BiDi (the patch in
// patches/ lets Playwright 1.65 create contexts on ESR 153, which lacks one emulation command).
// Scripts off is a browser preference there: the context option is not honoured over BiDi.

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export interface FirefoxOptions {
  baseURL: string;
  javaScript?: boolean;
}

export async function launchFirefox(options: FirefoxOptions): Promise<EngineBrowser> {
  const browser: Browser = await firefox.launch({
    channel: 'moz-firefox',
    executablePath: FIREFOX_PATH,
    timeout: 120_000,
    firefoxUserPrefs: options.javaScript === false ? { 'javascript.enabled': false } : {},
  });
  return {
    engine: 'firefox',
    // A context of its own per page: no cookie and nothing cached from an earlier one.
    async newPage(size: Size) {
      const context = await browser.newContext({ baseURL: options.baseURL, viewport: size });
      await context.addInitScript(errorProbeSource);
      const page = await context.newPage();
      return firefoxPage(page, options.javaScript !== false);
    },
    close: () => browser.close(),
  };
}

function locate(page: Page, target: Target): Locator {
  if ('css' in target) return page.locator(target.css).filter({ visible: true }).first();
  if ('role' in target) return page.getByRole(target.role, { name: target.name, exact: true }).first();
  if ('label' in target) return page.getByLabel(target.label, { exact: true }).first();
  return page.getByText(target.text, { exact: true }).first();
}

function firefoxPage(page: Page, scripts: boolean): EnginePage {
  // With javascript.enabled off no animation frame ever comes, and Playwright's "stable" check
  // waits for two: there, a click waits for the element to be visible, then clicks it as is.
  const click = async (target: Target) => {
    const locator = locate(page, target);
    if (scripts) return locator.click();
    await locator.waitFor({ state: 'visible' });
    await locator.click({ force: true });
  };
  return {
    engine: 'firefox',
    resize: (size) => page.setViewportSize(size),
    goto: async (url) => (await page.goto(url))?.status() ?? 0,
    url: async () => page.url(),
    evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) =>
      page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg),
    click,
    // Playwright's fill over BiDi sets the value and sends an untrusted input event, which React's
    // change tracking ignores (the form's state stayed empty); typing every key is slow there. So
    // all but the last character is filled, and the last is typed: its input event carries the
    // whole value to React.
    fill: async (target, text) => {
      const field = locate(page, target);
      // Without scripts Playwright's fill never returns over BiDi (it waits on the page); there is
      // no script to tell of the typing either, so the value is set as the form will send it.
      if (!scripts) {
        await field.waitFor({ state: 'visible' });
        await field.evaluate((element, value) => {
          (element as HTMLInputElement).value = value;
        }, text);
        return;
      }
      if (text === '') {
        await field.selectText();
        await field.press('Delete');
        return;
      }
      await field.fill(text.slice(0, -1));
      await field.press('Control+End');
      await field.pressSequentially(text.slice(-1));
    },
    press: (target, key) => locate(page, target).press(key),
    chooseFile: (target, path) =>
      ('css' in target ? page.locator(target.css).first() : locate(page, target)).setInputFiles(path),
    textOf: async (target) => {
      const locator = locate(page, target);
      if (!(await locator.isVisible())) return null;
      return locator.evaluate((el) =>
        el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
          ? el.value
          : (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      );
    },
    screenshot: async (file) => {
      await page.screenshot({ path: file });
    },
    // The same probe as in WebKit (a preload script here), so both engines report alike.
    pageErrors: () => page.evaluate(readProbedErrors),
    close: () => page.context().close(),
  };
}
