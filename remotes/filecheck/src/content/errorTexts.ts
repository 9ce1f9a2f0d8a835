// What the page says when a file cannot be checked, one text per way it can fail.
export const errorTexts = {
  unsupported:
    'This file is not a PNG, JPEG, WebP or SVG image (we read its contents, not its name). Export your design as a PNG and try again.',
  truncated:
    'This file ends before the image does: it was cut off while saving, copying or downloading. Export or download it again and check the new file.',
  undecodable:
    'This file could not be decoded as an image: it may be damaged. Open it in your design program, export it again and check the new file.',
  'too-large':
    'This file is larger than 200 MB, more than a print file needs. Export it at 300 dpi and check it again.',
  empty: 'This file is empty. Choose the exported design file.',
  unavailable: 'The checker could not start in this browser. Reload the page and try again.',
} as const satisfies Record<string, string>;

/** The ways a file cannot be checked: the content decides them, the analysis raises them. */
export type FileCheckErrorCode = keyof typeof errorTexts;
