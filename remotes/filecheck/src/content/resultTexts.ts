import { printArea } from '../analysis/rules.ts';

const area = `${printArea.widthIn} × ${printArea.heightIn} inches`;

// The texts of a file's results, as typed data: their own module, so they load with the results
// (after the first file is chosen) and not with the page.
export const resultTexts = {
  results: {
    heading: (name: string) => `Results for ${name}`,
    overall: { good: 'Ready to print', warning: 'Printable, with warnings', problem: 'Needs a better file' },
    verdictLabel: { good: 'Good', warning: 'Warning', problem: 'Problem' },
    measuredLabel: 'Measured',
    /** A large file's first look: figures from a small copy, shown while every pixel is measured. */
    measuredFirstLook: 'Measured on a small copy (close, not exact)',
    firstLook: (copy: string) =>
      `First look, from a copy scaled down to ${copy}: sizes, shares and verdicts are close, not exact. Working out the exact figures…`,
    exactNow: 'The exact figures are in.',
    fixLabel: 'What to do',
    downscaled: (analysed: string) =>
      `This is a very large image: its transparency, background, art bounds, lines and gaps were measured on a copy scaled down to ${analysed}. Its resolution is measured on every pixel of the original, and the fixes work on the original.`,
    fileLine: (kind: string, size: string) => `${kind}, ${size}`,
    vectorSize: (width: number, height: number) => `${Math.round(width)} × ${Math.round(height)} units`,
  },
  printSize: {
    heading: 'Print size',
    widthLabel: 'Print width (inches)',
    hint: (maxWidth: string) =>
      `The width of the art itself (empty margins do not print). Up to ${maxWidth} wide for this shape inside the ${area} area.`,
    result: (width: string, height: string, resolution: string) => `${width} × ${height} at ${resolution}`,
    vectorResolution: 'any resolution (vector)',
  },
  preview: {
    heading: 'Preview on a garment',
    garmentLabel: 'Garment',
    colourLabel: 'Garment color',
    note: `The dashed box is the maximum imprint area, ${area}, drawn the same size on every garment; your design scales with the garment size. Pick a dark color to see whether a background prints as a box.`,
    before: 'Before',
    after: 'After',
    imageAlt: (name: string, garment: string, colour: string) =>
      `${name} on a ${colour.toLowerCase()} ${garment.toLowerCase()}, inside the print area`,
  },
  problemAreas: {
    measuring: 'Measuring lines and gaps at this size…',
    toggle: 'Show problem areas on the preview',
    keyLabel: 'Key to the problem areas',
    key: {
      lines: 'Pink: lines too thin to print',
      gaps: 'Blue: gaps too narrow to stay open',
      soft: 'Orange: partly transparent pixels',
    },
    nothing: 'No thin lines, narrow gaps or partly transparent pixels to show at this size.',
    tooCoarse:
      'Lines and gaps are not measured at this print width: the copy we analyse is too coarse to see 0.5 mm on a print this large. Choose a smaller width to measure them.',
    closeUpAlt: (name: string) => `${name}, close up, with the problem areas marked in color`,
  },
  ask: {
    heading: 'Questions about this design?',
    text: 'Send the check summary to our team (the file itself is not sent; we will ask for it if we need it).',
    button: 'Ask us about this design',
    summaryIntro: 'Please look at my design before I order. File check summary:',
  },
} as const;
