import { errorTexts, type FileCheckErrorCode } from '../content/errorTexts.ts';

// The ways a file cannot be checked, and the message the page shows, come from content/errorTexts.ts.
export type { FileCheckErrorCode };

export class FileCheckError extends Error {
  readonly code: FileCheckErrorCode;

  constructor(code: FileCheckErrorCode) {
    super(errorTexts[code]);
    this.name = 'FileCheckError';
    this.code = code;
  }
}

const codes = new Set<string>(Object.keys(errorTexts));

/** Also true for an error that crossed the worker boundary as a plain { name, code, message }. */
export function isFileCheckError(error: unknown): error is FileCheckError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'FileCheckError' &&
    codes.has(String((error as { code?: unknown }).code))
  );
}
