import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckedFile } from '../analysis/checkInBrowser.ts';
import { isFileCheckError } from '../analysis/fileCheckError.ts';
import type { FixRequest } from '../analysis/fixes/fixKinds.ts';
import { errorTexts } from '../content/errorTexts.ts';
import type { AppliedFix } from './appliedFix.ts';
import { checkFile } from './checkCode.ts';

export type FileCheckState =
  | { status: 'idle' }
  | { status: 'checking'; name: string }
  | {
      status: 'done';
      /** Counts fresh files (not fixes), so a new file starts a fresh result. */
      round: number;
      checked: CheckedFile;
      /** The file as it was before the last fix, for the before-and-after preview. */
      before: CheckedFile | null;
      fix: AppliedFix | null;
    }
  | { status: 'error'; name: string; message: string };

export interface FileCheck {
  state: FileCheckState;
  check: (file: File) => void;
  /** Runs a fix on the file shown and checks the result; rejects with a message to show. */
  applyFix: (request: FixRequest) => Promise<void>;
}

/** The blob: URLs a state holds (previews, download), so the ones it drops are released. */
function urlsOf(state: FileCheckState): string[] {
  if (state.status !== 'done') return [];
  return [state.checked.previewUrl, state.before?.previewUrl, state.fix?.downloadUrl].filter(
    (url): url is string => typeof url === 'string',
  );
}

/** Checks the chosen file in this browser (the analysis code is warmed by checkCode.ts). */
export function useFileCheck(): FileCheck {
  const [state, setState] = useState<FileCheckState>({ status: 'idle' });
  const latest = useRef(0);
  const current = useRef(state);
  current.current = state;
  const held = useRef<string[]>([]);

  // A blob: URL holds its file in memory until revoked: release what the new state dropped.
  useEffect(() => {
    const now = urlsOf(state);
    for (const url of held.current) if (!now.includes(url)) URL.revokeObjectURL(url);
    held.current = now;
  }, [state]);
  useEffect(
    () => () => {
      for (const url of held.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const check = useCallback((file: File) => {
    const run = ++latest.current;
    setState({ status: 'checking', name: file.name });
    let exact = false;
    // A large file's first look is shown until its exact figures replace it.
    const show = (checked: CheckedFile) => {
      if (run === latest.current && (!checked.firstLook || !exact))
        setState({ status: 'done', round: run, checked, before: null, fix: null });
      else URL.revokeObjectURL(checked.previewUrl);
    };
    checkFile(file, show)
      .then((checked) => {
        exact = true;
        show(checked);
      })
      .catch((error: unknown) => {
        if (run !== latest.current) return;
        const message = isFileCheckError(error) ? error.message : errorTexts.undecodable;
        setState({ status: 'error', name: file.name, message });
      });
  }, []);

  const applyFix = useCallback(async (request: FixRequest) => {
    const shown = current.current;
    if (shown.status !== 'done' || shown.checked.session === null)
      throw new Error(errorTexts['fix-not-applicable']);
    const run = latest.current;
    try {
      const { checkInBrowser, fixInBrowser } = await import('../analysis/checkInBrowser.ts');
      const file = await fixInBrowser(shown.checked.session, shown.checked.facts.name, request);
      const checked = await checkInBrowser(file);
      if (run !== latest.current) {
        URL.revokeObjectURL(checked.previewUrl);
        return;
      }
      setState({
        status: 'done',
        round: shown.round,
        checked,
        before: shown.checked,
        fix: { request, file, downloadUrl: URL.createObjectURL(file) },
      });
    } catch (error) {
      throw new Error(isFileCheckError(error) ? error.message : errorTexts.undecodable);
    }
  }, []);

  return { state, check, applyFix };
}
