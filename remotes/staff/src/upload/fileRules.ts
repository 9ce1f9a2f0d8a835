import { uploadText } from '../content/uploadText.ts';

/** Spec §5/§9: one file of at most 10485760 bytes; the server allows these image types. */
export const MAX_FILE_BYTES = 10_485_760;
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Why this selection cannot be uploaded, or null when it can. */
export function fileProblem(files: readonly File[]): string | null {
  if (files.length !== 1) return uploadText.dialog.oneFile;
  const [file] = files;
  if (!file || !(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return uploadText.dialog.wrongType;
  if (file.size > MAX_FILE_BYTES) return uploadText.dialog.tooLarge;
  if (file.size === 0) return uploadText.dialog.empty;
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
