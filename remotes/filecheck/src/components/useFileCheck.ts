import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckedFile } from '../analysis/checkInBrowser.ts';
import { isFileCheckError } from '../analysis/fileCheckError.ts';
import { errorTexts } from '../content/errorTexts.ts';

export type FileCheckState =
  | { status: 'idle' }
  | { status: 'checking'; name: string }
  | { status: 'done'; checked: CheckedFile }
  | { status: 'error'; name: string; message: string };

/** Checks the chosen file in this browser; the analysis code is loaded on the first file. */
export function useFileCheck(): [FileCheckState, (file: File) => void] {
  const [state, setState] = useState<FileCheckState>({ status: 'idle' });
  const latest = useRef(0);
  const previewUrl = state.status === 'done' ? state.checked.previewUrl : null;

  // A blob: URL holds its file in memory until revoked: one per result.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const check = useCallback((file: File) => {
    const run = ++latest.current;
    setState({ status: 'checking', name: file.name });
    import('../analysis/checkInBrowser.ts')
      .then(({ checkInBrowser }) => checkInBrowser(file))
      .then((checked) => {
        if (run === latest.current) setState({ status: 'done', checked });
        else URL.revokeObjectURL(checked.previewUrl);
      })
      .catch((error: unknown) => {
        if (run !== latest.current) return;
        const message = isFileCheckError(error) ? error.message : errorTexts.undecodable;
        setState({ status: 'error', name: file.name, message });
      });
  }, []);

  return [state, check];
}
