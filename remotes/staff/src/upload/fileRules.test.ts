import { describe, expect, it } from 'vitest';
import { uploadText } from '../content/uploadText.ts';
import { fileProblem, MAX_FILE_BYTES } from './fileRules.ts';

const fileOf = (size: number, type: string, name = 'a.png') =>
  new File([new Uint8Array(size)], name, { type });

describe('fileProblem', () => {
  it('accepts one PNG, JPEG or WebP up to 10485760 bytes', () => {
    expect(fileProblem([fileOf(10, 'image/png')])).toBeNull();
    expect(fileProblem([fileOf(10, 'image/jpeg')])).toBeNull();
    expect(fileProblem([fileOf(MAX_FILE_BYTES, 'image/webp')])).toBeNull();
  });

  it('refuses more than one file, other types, empty and oversized files', () => {
    expect(fileProblem([])).toBe(uploadText.dialog.oneFile);
    expect(fileProblem([fileOf(1, 'image/png'), fileOf(1, 'image/png')])).toBe(uploadText.dialog.oneFile);
    expect(fileProblem([fileOf(10, 'image/svg+xml')])).toBe(uploadText.dialog.wrongType);
    expect(fileProblem([fileOf(10, 'image/gif')])).toBe(uploadText.dialog.wrongType);
    expect(fileProblem([fileOf(MAX_FILE_BYTES + 1, 'image/png')])).toBe(uploadText.dialog.tooLarge);
    expect(fileProblem([fileOf(0, 'image/png')])).toBe(uploadText.dialog.empty);
  });
});
