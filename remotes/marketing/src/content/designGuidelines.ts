import { siteConfig } from '@pod/contracts/siteConfig';
import { facts } from './facts.ts';
import type { LegalSection } from './legalTypes.ts';

// The best-practices PDF linked from the design-guidelines FAQ. Rendered at build
// time by buildPlugins/designGuidelinesPdf.ts from these facts, so it never disagrees with the site.
export const designGuidelines = {
  title: 'Design Guidelines: Best Practices for Print-Ready Artwork',
  intro: `How to prepare artwork so ${siteConfig.brandName} can print it sharp, vivid and the right size every time.`,
  sections: [
    {
      id: 'file-formats',
      title: 'File formats',
      paragraphs: [
        `Recommended: ${facts.recommendedFile}.`,
        `${facts.jpegNote}. Use JPEG only for designs that are meant to be a full rectangle.`,
        'Send one file per design and print location, named so we can tell them apart.',
      ],
    },
    {
      id: 'resolution',
      title: `Resolution: ${facts.dpi} dpi`,
      paragraphs: [
        `Create artwork at ${facts.dpi} dpi at the size it will print. A full-size design of ${facts.maxImprint.label} needs ${facts.maxImprint.widthIn * facts.dpi} x ${facts.maxImprint.heightIn * facts.dpi} pixels.`,
        'Enlarging a small, low-resolution image does not add detail: edges become soft or blocky when printed.',
      ],
    },
    {
      id: 'transparency',
      title: 'Transparent backgrounds',
      paragraphs: [
        'Remove backgrounds and save as PNG with transparency. Anything that is not transparent will print, including white.',
        'Avoid semi-transparent glows and soft shadows; they can print as a visible haze.',
      ],
    },
    {
      id: 'printable-areas',
      title: 'Printable areas',
      paragraphs: [
        `The maximum imprint is ${facts.maxImprint.label} (width x height). Smaller is fine.`,
        `Additional print areas such as the back or a sleeve are available, with charges starting at ${facts.additionalPrintFrom} depending on image size and position.`,
      ],
    },
    {
      id: 'scaling',
      title: 'Scaling across sizes',
      paragraphs: [
        `Your image scales with the garment size, so it looks proportional from ${facts.tshirtSizes.split('-')[0]} to ${facts.tshirtSizes.split('-')[1]}. Supply the design at full size; we scale down, never up.`,
        `Baby items (${facts.babySizes}) have smaller print areas; keep fine details large enough to read.`,
      ],
    },
    {
      id: 'rights',
      title: 'Copyright',
      paragraphs: [
        'Copyrighted images, logos and characters need a release from the rights holder before we print them.',
      ],
    },
  ] satisfies LegalSection[],
  contact: `Questions about your artwork? Email ${siteConfig.supportEmail} or call ${siteConfig.phone}.`,
} as const;
