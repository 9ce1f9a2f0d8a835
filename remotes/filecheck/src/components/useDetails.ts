import { useEffect, useState } from 'react';
import { type CheckedDetails, detailsInBrowser } from '../analysis/checkInBrowser.ts';

/** Waits this long after the print width last moved before measuring again. */
const SETTLE_MS = 200;

/**
 * Thin lines, narrow gaps and soft pixels at the print width, measured by the worker and
 * measured again when the width settles; the last result stays shown meanwhile.
 */
export function useDetails(session: number | null, widthIn: number): CheckedDetails | null {
  const [details, setDetails] = useState<CheckedDetails | null>(null);

  useEffect(() => {
    if (session === null) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      detailsInBrowser(session, widthIn)
        .then((answer) => {
          if (cancelled || !answer) {
            if (answer?.overlayUrl) URL.revokeObjectURL(answer.overlayUrl);
            return;
          }
          setDetails(answer);
        })
        .catch(() => undefined);
    }, SETTLE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [session, widthIn]);

  // Each overlay is a blob: URL: released when the next replaces it, or the result goes.
  const overlayUrl = details?.overlayUrl;
  useEffect(() => {
    if (!overlayUrl) return;
    return () => URL.revokeObjectURL(overlayUrl);
  }, [overlayUrl]);

  return details;
}
