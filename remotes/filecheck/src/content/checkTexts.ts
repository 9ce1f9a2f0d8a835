import { detailRules, printArea, resolutionRules } from '../analysis/rules.ts';
import type { CheckId } from '../analysis/verdict.ts';

// Every text of the checks, as typed data. Business facts (300 dpi, PNG with a transparent
// background, white JPEG backgrounds print, 12.5 x 16 inches) are the FAQ's; each check links
// to the answer that explains it.

export const inches = (value: number): string => `${Number(value.toFixed(1))} in`;
export const dpi = (value: number): string => `${Math.round(value)} dpi`;
export const percent = (share: number): string =>
  share > 0 && share < 0.001 ? '< 0.1%' : `${Number((share * 100).toFixed(1))}%`;
export const pixels = (width: number, height: number): string =>
  `${Math.round(width).toLocaleString('en-US')} × ${Math.round(height).toLocaleString('en-US')} px`;
export const millimetres = (value: number): string =>
  `${value < 1 ? Number(value.toFixed(2)) : Number(value.toFixed(1))} mm`;

const area = `${printArea.widthIn} × ${printArea.heightIn} in`;
const { recommendedDpi, problemBelowDpi } = resolutionRules;

export const faqLinks: Record<CheckId, { href: string; label: string }> = {
  resolution: { href: '/faqs#image-scaling', label: 'FAQ: image scaling' },
  margins: { href: '/faqs#printable-areas', label: 'FAQ: printable areas' },
  'thin-lines': { href: '/faqs#design-guidelines', label: 'FAQ: design guidelines' },
  'narrow-gaps': { href: '/faqs#design-guidelines', label: 'FAQ: design guidelines' },
  'dpi-tag': { href: '/faqs#design-guidelines', label: 'FAQ: design guidelines' },
  background: { href: '/faqs#file-formats', label: 'FAQ: file formats' },
  'partial-transparency': { href: '/faqs#design-guidelines', label: 'FAQ: design guidelines' },
  'colour-mode': { href: '/faqs#file-formats', label: 'FAQ: file formats' },
  'aspect-ratio': { href: '/faqs#printable-areas', label: 'FAQ: printable areas' },
};

export const checkTexts = {
  resolution: {
    title: 'Resolution at your print size',
    measured: (size: string, resolution: string, print: string) => `${size}: ${resolution} at ${print}`,
    artSize: (size: string) => `Art ${size} (margins left out)`,
    vectorMeasured: 'Vector (SVG): sharp at any size',
    vectorFix: 'Nothing to do: a vector has no pixels to run out of.',
    good: 'Sharp at this size. Your design also scales with the garment size.',
    warning: (needed: string, maxWidth: string) =>
      `Below the recommended ${recommendedDpi} dpi: it may print slightly soft. For ${recommendedDpi} dpi at this size supply ${needed}, or print it at most ${maxWidth} wide.`,
    problem: (needed: string, maxWidth: string) =>
      `Too few pixels for this size (under ${problemBelowDpi} dpi prints visibly blurry or blocky). Supply ${needed} for ${recommendedDpi} dpi, or print it at most ${maxWidth} wide. Enlarging a small file in an editor does not add detail: go back to the original artwork.`,
  },
  margins: {
    title: 'Art and empty margins',
    none: (canvas: string) => `The art fills the ${canvas} canvas`,
    good: 'No empty margins: the file is the print.',
    units: (width: number, height: number) => `${Math.round(width)} × ${Math.round(height)} units`,
    measured: (art: string, canvas: string, left: string, right: string, top: string, bottom: string) =>
      `Art ${art} inside a ${canvas} canvas; empty margins ${left} left, ${right} right, ${top} top, ${bottom} bottom`,
    fix: (print: string, canvas: string, vector: boolean) =>
      `The margins print nothing. Every size on this page is the art's: at this width the print is ${print}, while the whole canvas would be ${canvas}. ${vector ? 'Crop the artboard to the art in your design program' : 'Trim the margins (one click, below)'} so the file's size is the print's.`,
    nothing: 'Nothing in this file would print: it is empty or fully transparent',
    nothingFix: 'Export the design again with its layers visible.',
  },
  dpiTag: {
    title: 'DPI tag versus real resolution',
    none: 'No DPI tag in the file',
    tagged: (tag: string, source: string, real: string) =>
      `Tag says ${tag} (${source}); the pixels give ${real}`,
    good: 'The pixels decide the print, not the tag. This file has enough pixels for this size.',
    noTag: 'Nothing to change: the pixels decide the print, not a tag (see the resolution check).',
    hides: (tag: string) =>
      `The ${tag} tag is only a label: what counts is the pixels, and there are enough of them for this size. Nothing to change.`,
    overstates: (tag: string) =>
      `The ${tag} tag promises more than the pixels give: a tag does not add detail. See the resolution check for the pixels this size needs.`,
    vector: 'A vector has no DPI: it is drawn sharp at any size.',
  },
  background: {
    title: 'Background and transparency',
    transparent: 'Transparent background',
    nearWhite: 'Opaque near-white background',
    opaque: 'Opaque background (no transparency)',
    jpeg: 'JPEG: no transparency possible',
    jpegWhite: 'JPEG with a white background (a JPEG cannot be transparent)',
    solid: 'Solid-colour background box (no transparency)',
    notMeasured: 'Background not measured',
    good: 'Only your design prints: the transparent background stays the garment color.',
    whitePrints: `White backgrounds will print: on a colored garment it shows as a white box. Export a PNG with a transparent background (the recommended file: PNG at ${recommendedDpi} dpi with a transparent background).`,
    jpegPrints:
      'A JPEG has no transparency, so its white background will print as a box. Export a PNG with a transparent background instead.',
    jpegRemovable:
      'A JPEG has no transparency, so its white background will print as a box. Remove it in one click below: you get a PNG with a transparent background, checked again at once.',
    whiteRemovable:
      'White backgrounds will print: on a colored garment it shows as a white box. Remove it in one click below (white inside the design stays).',
    solidRemovable:
      'The background box prints with the design. If it is not part of the design, remove it in one click below (the same color inside the design stays).',
    boxPrints:
      'The whole rectangle prints, background included. If the background is not part of the design, export a PNG with a transparent background.',
    vectorGood:
      'A vector prints only what it draws. Make sure it draws no white rectangle behind the design.',
  },
  partialTransparency: {
    title: 'Partly transparent pixels',
    measured: (share: string) => `${share} of the design's pixels are partly transparent`,
    good: 'Edges only: nothing to change.',
    caution:
      'Soft shadows, glows and faded edges print less predictably with DTF (direct-to-film): partly transparent areas print as a white haze or drop out. Turn on "Show problem areas" to see them, and make them fully opaque or fully clear (one click, below).',
    cautionVector:
      'Soft shadows, glows and faded edges print less predictably with DTF (direct-to-film): partly transparent areas print as a white haze or drop out. Make them fully opaque or fully clear in your design program.',
  },
  colourMode: {
    title: 'Color mode',
    withProfile: (mode: string, name: string) => `${mode}, ICC profile “${name}”`,
    withoutProfile: {
      rgb: 'RGB, no ICC profile: its colors are read as sRGB',
      cmyk: 'CMYK, no ICC profile: nothing says which CMYK it is',
      grey: 'Grayscale, no ICC profile',
      unknown: 'Color mode not stated, no ICC profile: read as sRGB',
    },
    modes: { rgb: 'RGB', cmyk: 'CMYK', grey: 'Grayscale', unknown: 'Not stated' },
    good: 'RGB with a profile: colors are converted from what the file says.',
    goodNoProfile:
      'RGB without a profile is read as sRGB, the usual case. If you designed in another RGB space, embed its profile.',
    greyGood: 'Grayscale prints in grays: fine if that is the design.',
    cmyk: 'Colors will be converted from this CMYK profile to the printer’s and may shift. Export the design as RGB (sRGB) so the colors you see are the colors we print from.',
    cmykNoProfile:
      'Colors may shift when converted: without a profile the conversion has to guess which CMYK was meant, and bright colors often come out dull. Export the design as RGB (sRGB).',
    unknown: 'No color mode stated: we read it as sRGB. Export as RGB (sRGB) to be sure.',
  },
  aspectRatio: {
    title: `Shape against the ${area} print area`,
    measured: (ratio: string, largest: string, fill: string) =>
      `${ratio} (width : height); largest print ${largest}, ${fill} of the print area`,
    good: `Fits the ${area} print area well. Smaller prints are fine too.`,
    narrow: `Only part of the ${area} print area can be used at this shape. That is fine if it is the design you want; for a larger print, crop closer to the portrait 12.5 : 16 shape.`,
  },
  thinLines: {
    title: 'Thin lines at your print size',
    none: (limit: string) => `No line narrower than ${limit} at this size`,
    found: (areas: number, width: string, limit: string) =>
      `${areas} ${areas === 1 ? 'place' : 'places'} with lines narrower than ${limit}; the thinnest is about ${width}`,
    good: 'Every line is wide enough to print at this size.',
    fix: (limit: string) =>
      `Lines under ${limit} may break up or not print at all with DTF. Thicken them to at least ${limit}, or print larger. Turn on "Show problem areas" to see where they are.`,
  },
  narrowGaps: {
    title: 'Narrow gaps at your print size',
    none: (limit: string) => `No gap narrower than ${limit} at this size`,
    found: (areas: number, width: string, limit: string) =>
      `${areas} ${areas === 1 ? 'place' : 'places'} with gaps narrower than ${limit}; the narrowest is about ${width}`,
    good: 'Every gap (knockout) is wide enough to stay open at this size.',
    fix: (limit: string) =>
      `Gaps under ${limit} fill in: the white underbase is pulled back a pixel or two and the ink closes them. Widen them to at least ${limit}, or print larger. Turn on "Show problem areas" to see where they are.`,
  },
} as const;

/** The DTF detail limits, for the rules table and the figures. */
export const detailLimits = {
  line: `${detailRules.minLineMm} mm`,
  gap: `${detailRules.minGapMm} mm`,
} as const;
