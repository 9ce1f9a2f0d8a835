import { pixelRules } from '../analysis/rules.ts';

// The one-click fixes' texts, as typed data.
export const fixTexts = {
  heading: 'One-click fixes',
  intro:
    'Each fix runs in your browser and makes a new PNG (nothing is uploaded), which is checked again at once. Download it when the result is right.',
  busy: 'Fixing…',
  removeBackground: {
    button: 'Remove the background',
    hint: `Clears the background color from the edges inward (within ${pixelRules.backgroundTolerance} of 255 per channel): the same color inside the design stays.`,
    done: 'Background removed',
  },
  trim: {
    button: 'Trim the empty margins',
    hint: 'Crops the file to the art, so its size is the print’s.',
    done: 'Empty margins trimmed',
  },
  threshold: {
    button: 'Make soft pixels solid or clear',
    label: 'Opacity threshold',
    hint: (value: number) =>
      `Pixels at least ${Math.round((value / 255) * 100)}% opaque become fully opaque; the rest become fully clear.`,
    done: 'Soft pixels made solid or clear',
  },
  dpi: {
    button: (dpi: string) => `Write a ${dpi} tag`,
    hint: (width: string) => `The tag that makes the art print ${width} wide. The pixels stay as they are.`,
    done: (dpi: string) => `DPI tag set to ${dpi}`,
  },
  applied: (what: string) => `${what}. The new file is checked below.`,
  download: (name: string) => `Download ${name}`,
  beforeAfter: 'Before and after are shown on the garment.',
} as const;
