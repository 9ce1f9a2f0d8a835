import type { FixRequest } from '../analysis/fixes/fixKinds.ts';

/** The fix that made the file now shown: the file to download. */
export interface AppliedFix {
  request: FixRequest;
  file: File;
  downloadUrl: string;
}
