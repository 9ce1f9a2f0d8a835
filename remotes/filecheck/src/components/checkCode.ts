import type { CheckedFile } from '../analysis/checkInBrowser.ts';

// The check's code (the door to the analysis, the worker it starts, the results' components),
// asked for as soon as the tool's own code arrives: the visitor has reached for the tool then (a
// touch, a pointer, focus on it), long before the picker that tap opens hands over a file. A file
// already waiting in the field (chosen before the tool was live) starts its check at once, in the
// worker, while the page's thread is still bringing the tool to life.

type CheckModule = typeof import('../analysis/checkInBrowser.ts');

let code: Promise<CheckModule> | null = null;
const checkModule = (): Promise<CheckModule> => {
  code ??= import('../analysis/checkInBrowser.ts');
  return code;
};

let results: Promise<typeof import('./CheckResults.tsx')> | null = null;
/** The results' components: their own chunk, asked for once. */
export const resultsCode = (): Promise<typeof import('./CheckResults.tsx')> => {
  results ??= import('./CheckResults.tsx');
  return results;
};

type FirstLookListener = (checked: CheckedFile) => void;

/** A check started before the tool was live: its first look waits for the tool to listen. */
interface EarlyRun {
  file: File;
  exact: Promise<CheckedFile>;
  heard: { firstLook: CheckedFile | null; listener: FirstLookListener | null };
}

let early: EarlyRun | null = null;

const sameFile = (a: File, b: File) =>
  a === b || (a.name === b.name && a.size === b.size && a.lastModified === b.lastModified);

/** Fetches and starts the check's code; in a page (not the prerender), once. */
export function warmCheck(fieldSelector: string): void {
  if (typeof document === 'undefined' || code) return;
  const loading = checkModule();
  loading.then(({ startWorker }) => startWorker()).catch(() => undefined);
  resultsCode().catch(() => undefined);
  const waiting = document.querySelector<HTMLInputElement>(fieldSelector)?.files?.[0];
  if (!waiting) return;
  const heard: EarlyRun['heard'] = { firstLook: null, listener: null };
  const exact = loading.then(({ checkInBrowser }) =>
    checkInBrowser(waiting, (checked) => {
      if (heard.listener) heard.listener(checked);
      else heard.firstLook = checked;
    }),
  );
  exact.catch(() => undefined);
  early = { file: waiting, exact, heard };
}

/**
 * Checks a file: `onFirstLook` hears a large file's first look, the promise brings the exact
 * figures. A check already started for this file (before the tool was live) is taken over.
 */
export function checkFile(file: File, onFirstLook: FirstLookListener): Promise<CheckedFile> {
  const run = early;
  early = null;
  if (run && sameFile(run.file, file)) {
    run.heard.listener = onFirstLook;
    if (run.heard.firstLook) onFirstLook(run.heard.firstLook);
    return run.exact;
  }
  return checkModule().then(({ checkInBrowser }) => checkInBrowser(file, onFirstLook));
}
