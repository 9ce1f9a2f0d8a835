import { join } from 'node:path';
import { inlineScript } from '@pod/build-config/inlineScript';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubFramesAndIdle } from './frameTimers.ts';
import { removeHeadScriptListeners, runHeadScript } from './runHeadScript.ts';

// For tests of the head starter (inline/islands.ts) on a page: the starter as the build emits
// it, run over a prerendered page and its boot data, under fake timers, frames and idle moments,
// and a document with nothing of it left for the next test.

/** The starter's source as the build emits it, with the build's placeholders filled in. */
export async function builtStarter(placeholders: Record<string, string> = {}): Promise<string> {
  let source = await inlineScript(join(import.meta.dirname, '../inline/islands.ts'));
  for (const [placeholder, value] of Object.entries(placeholders))
    source = source.replace(placeholder, value);
  return source;
}

/** Runs `starter` as the head of a prerendered page whose <main> holds `main`. */
export function runStarterOnPage(starter: string, main: string, boot: Record<string, unknown>): void {
  document.body.innerHTML = `<main>${main}</main><script id="pod-boot" type="application/json">${JSON.stringify(
    { prerendered: true, ...boot },
  )}</script>`;
  runHeadScript(starter);
}

/** Each test of the file starts under fake timers, frames and idle moments, and leaves a clean document. */
export function startEachTestOnAFreshPage(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    stubFramesAndIdle();
  });
  afterEach(() => {
    removeHeadScriptListeners();
    document.head.replaceChildren();
    document.body.replaceChildren();
    // What the starter marks on <html> (data-pages-ahead) goes with the page.
    for (const { name } of [...document.documentElement.attributes])
      document.documentElement.removeAttribute(name);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
