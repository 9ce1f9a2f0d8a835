import { printArea, resolutionRules } from '../analysis/rules.ts';
import type { CheckId } from '../analysis/verdict.ts';

// Every text of the checks, as typed data. Business facts (300 dpi, PNG with a transparent
// background, white JPEG backgrounds print, 12.5 x 16 inches) are the FAQ's; each check links
// to the answer that explains it.

export const inches = (value: number): string => `${Number(value.toFixed(1))} in`;
export const dpi = (value: number): string => `${Math.round(value)} dpi`;
export const percent = (share: number): string =>
  share > 0 && share < 0.001 ? '< 0.1%' : `${Number((share * 100).toFixed(1))}%`;
export const pixels = (width: number, height: number): string =>
  `${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} px`;

const area = `${printArea.widthIn} × ${printArea.heightIn} in`;
const { recommendedDpi, problemBelowDpi } = resolutionRules;

export const faqLinks: Record<CheckId, { href: string; label: string }> = {
  resolution: { href: '/faqs#image-scaling', label: 'FAQ: image scaling' },
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
    vectorMeasured: 'Vector (SVG): sharp at any size',
    vectorFix: 'Nothing to do: a vector has no pixels to run out of.',
    good: 'Sharp at this size. Your design also scales with the garment size.',
    warning: (needed: string, maxWidth: string) =>
      `Below the recommended ${recommendedDpi} dpi: it may print slightly soft. For ${recommendedDpi} dpi at this size supply ${needed}, or print it at most ${maxWidth} wide.`,
    problem: (needed: string, maxWidth: string) =>
      `Too few pixels for this size (under ${problemBelowDpi} dpi prints visibly blurry or blocky). Supply ${needed} for ${recommendedDpi} dpi, or print it at most ${maxWidth} wide. Enlarging a small file in an editor does not add detail: go back to the original artwork.`,
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
    notMeasured: 'Background not measured',
    good: 'Only your design prints: the transparent background stays the garment color.',
    whitePrints: `White backgrounds will print: on a colored garment it shows as a white box. Export a PNG with a transparent background (the recommended file: PNG at ${recommendedDpi} dpi with a transparent background).`,
    jpegPrints:
      'A JPEG has no transparency, so its white background will print as a box. Export a PNG with a transparent background instead.',
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
      'Soft shadows, glows and faded edges print less predictably with DTF (direct-to-film): partly transparent areas can come out solid or drop out. Make them fully opaque or fully transparent where you can.',
    none: 'Not measured',
  },
  colourMode: {
    title: 'Color mode',
    measured: (mode: string, profile: string) => `${mode}${profile}`,
    profile: (name: string) => `, ICC profile “${name}”`,
    noProfile: ', no ICC profile (read as sRGB)',
    modes: { rgb: 'RGB', cmyk: 'CMYK', grey: 'Grayscale', unknown: 'Not stated' },
    good: 'RGB (sRGB) is what we expect.',
    greyGood: 'Grayscale prints in grays: fine if that is the design.',
    cmyk: 'CMYK files can shift in color when converted for the printer. Export the design as RGB (sRGB) so the colors you see are the colors we print from.',
    unknown: 'No color mode stated: we read it as sRGB. Export as RGB (sRGB) to be sure.',
  },
  aspectRatio: {
    title: `Shape against the ${area} print area`,
    measured: (ratio: string, largest: string, fill: string) =>
      `${ratio} (width : height); largest print ${largest}, ${fill} of the print area`,
    good: `Fits the ${area} print area well. Smaller prints are fine too.`,
    narrow: `Only part of the ${area} print area can be used at this shape. That is fine if it is the design you want; for a larger print, crop closer to the portrait 12.5 : 16 shape.`,
  },
} as const;
