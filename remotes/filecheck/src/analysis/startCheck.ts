import { type CheckedFile, checkInBrowser, startWorker } from './checkInBrowser.ts';

// What starts the check, loaded with the analysis's door as the tool's own code arrives (the
// visitor has reached for the tool): the worker starts, and a file already waiting in the field
// (chosen before the tool was hydrated) starts its check at once, while the page's thread is still
// bringing the tool to life. The tool takes that check over when it asks for the same file.

type FirstLookListener = (checked: CheckedFile) => void;

/** A check started before the tool was hydrated: its first look waits for the tool to listen. */
interface EarlyRun {
  file: File;
  exact: Promise<CheckedFile>;
  heard: { firstLook: CheckedFile | null; listener: FirstLookListener | null };
}

let early: EarlyRun | null = null;

const sameFile = (a: File, b: File) =>
  a === b || (a.name === b.name && a.size === b.size && a.lastModified === b.lastModified);

/** Starts the worker, and the check of a file waiting in the field `fieldSelector` finds. */
export function warm(fieldSelector: string): void {
  startWorker();
  const waiting = document.querySelector<HTMLInputElement>(fieldSelector)?.files?.[0];
  if (!waiting) return;
  const heard: EarlyRun['heard'] = { firstLook: null, listener: null };
  const exact = checkInBrowser(waiting, (checked) => {
    if (heard.listener) heard.listener(checked);
    else heard.firstLook = checked;
  });
  exact.catch(() => undefined);
  early = { file: waiting, exact, heard };
}

/**
 * Checks a file: `onFirstLook` hears a large file's first look, the promise brings the exact
 * figures. A check already started for this file (before the tool was hydrated) is taken over.
 */
export function checkFile(file: File, onFirstLook: FirstLookListener): Promise<CheckedFile> {
  const run = early;
  early = null;
  if (run && sameFile(run.file, file)) {
    run.heard.listener = onFirstLook;
    if (run.heard.firstLook) onFirstLook(run.heard.firstLook);
    return run.exact;
  }
  return checkInBrowser(file, onFirstLook);
}
