import { aspectRules, detailRules, pixelRules, printArea, resolutionRules } from '../analysis/rules.ts';

// The rules table of the page, as typed data: the thresholds every check applies (analysis/rules.ts),
// in the server HTML and readable without JavaScript. Its own module, so the check texts load
// with the results and not with the page.
const area = `${printArea.widthIn} × ${printArea.heightIn} in`;
const { recommendedDpi, problemBelowDpi } = resolutionRules;
const partialCaution = `${pixelRules.partialAlphaCautionShare * 100}%`;
const fillShare = `${aspectRules.fillWarningBelow * 100}%`;

/** The rules table on the page: thresholds the checks apply, readable without JavaScript. */
export const rulesTable = {
  caption: 'What the checks look for',
  columns: ['Check', 'Good', 'Warning', 'Problem'] as const,
  rows: [
    {
      check: 'Resolution at print size',
      good: `${recommendedDpi} dpi or more`,
      warning: `${problemBelowDpi}–${recommendedDpi - 1} dpi`,
      problem: `under ${problemBelowDpi} dpi`,
    },
    {
      check: 'Empty margins',
      good: 'the art fills the file',
      warning: 'empty margins around the art (sizes are the art’s)',
      problem: 'nothing prints',
    },
    {
      check: 'Thin lines and narrow gaps',
      good: `${detailRules.minLineMm} mm or wider at the print size`,
      warning: `narrower than ${detailRules.minLineMm} mm`,
      problem: '—',
    },
    {
      check: 'DPI tag',
      good: 'any tag: the pixels decide',
      warning: 'a tag promising more than the pixels give',
      problem: '—',
    },
    {
      check: 'Background',
      good: 'transparent (PNG, WebP)',
      warning: 'white or opaque background; any JPEG',
      problem: '—',
    },
    {
      check: 'Partly transparent pixels',
      good: `up to ${partialCaution} of the design`,
      warning: `more than ${partialCaution} (DTF caution)`,
      problem: '—',
    },
    { check: 'Color mode', good: 'RGB / sRGB', warning: 'CMYK', problem: '—' },
    {
      check: 'Shape',
      good: `fills ${fillShare} of ${area} or more`,
      warning: `fills less than ${fillShare}`,
      problem: '—',
    },
  ],
} as const;
