import { maxImagePixels, maxImageSide } from '../analysis/rules.ts';

// What the page says when a file cannot be checked, one text per way it can fail.
const millions = maxImagePixels / 1_000_000;
const side = maxImageSide.toLocaleString('en-US');

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
  'too-many-pixels': `This image has more than ${millions} million pixels (or a side over ${side} px), far more than a print needs, and decoding it could stop this page. Export it at 300 dpi for its print size (at most 3,750 × 4,800 px for 12.5 × 16 in) and check it again.`,
  'svg-too-complex':
    'This SVG is too complex to draw safely in the browser: it has more elements, nesting, repeated <use> copies, masks or filters than a print file needs, and drawing it could freeze this page. Export it as a PNG at 300 dpi and check that instead.',
  'svg-unreadable':
    'This SVG is not well-formed XML (or declares its own entities), so it cannot be checked safely. Export it again from your design program, or as a PNG at 300 dpi.',
  unavailable: 'The checker could not start in this browser. Reload the page and try again.',
  'fix-not-applicable': 'This fix does not apply to this file.',
  'fix-stale': 'This file is no longer the one being checked. Choose it again to fix it.',
} as const satisfies Record<string, string>;

/** The ways a file cannot be checked: the content decides them, the analysis raises them. */
export type FileCheckErrorCode = keyof typeof errorTexts;
