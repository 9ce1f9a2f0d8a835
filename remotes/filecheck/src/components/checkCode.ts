import type { CheckedFile } from '../analysis/checkInBrowser.ts';

// The check's code (the door to the analysis, the worker it starts, the results' components),
// asked for as soon as the tool's own code arrives: the visitor has reached for the tool then (a
// touch, a pointer, focus on it), long before the picker that tap opens hands over a file. Only
// this much is in the page's first code; the rest is its own chunk (../analysis/startCheck.ts).

type Start = typeof import('../analysis/startCheck.ts');

let start: Promise<Start> | null = null;
const startCode = (): Promise<Start> => {
  start ??= import('../analysis/startCheck.ts');
  return start;
};

let results: Promise<typeof import('./CheckResults.tsx')> | null = null;
/** The results' components: their own chunk, asked for once. */
export const resultsCode = (): Promise<typeof import('./CheckResults.tsx')> => {
  results ??= import('./CheckResults.tsx');
  return results;
};

/** Fetches and starts the check's code, and a waiting file's check; in a page (not the prerender), once. */
export function warmCheck(fieldSelector: string): void {
  if (typeof document === 'undefined' || start) return;
  startCode()
    .then(({ warm }) => warm(fieldSelector))
    .catch(() => undefined);
  resultsCode().catch(() => undefined);
}

/** Checks a file (startCheck.ts): a large file's first look, then the exact figures. */
export const checkFile = (file: File, onFirstLook: (checked: CheckedFile) => void): Promise<CheckedFile> =>
  startCode().then(({ checkFile }) => checkFile(file, onFirstLook));
