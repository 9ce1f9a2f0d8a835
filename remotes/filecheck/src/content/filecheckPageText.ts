import { siteConfig } from '@pod/contracts/siteConfig';
import { detailRules, printArea, resolutionRules } from '../analysis/rules.ts';

const area = `${printArea.widthIn} × ${printArea.heightIn} inches`;

// Every text of the page, as typed data. The rules (300 dpi, PNG with a transparent background,
// white JPEG backgrounds print, the 12.5 × 16 in imprint, sizes) are the FAQ's.
export const filecheckPageText = {
  heading: 'Check Your Print File',
  intro:
    'The most common reason a print order goes wrong is the file. Check yours here before you order: it is read in your browser and never uploaded.',
  title: `Check Your Print File | ${siteConfig.brandName}`,
  description: `Check a print file before you order: pixels for the print size, transparent background, color mode and fit to the ${area} print area. Checked in your browser, nothing uploaded.`,
  guidance: {
    heading: 'What makes a good print file',
    points: [
      `Send a PNG at ${resolutionRules.recommendedDpi} dpi with a transparent background: only your design prints, and the garment color shows around it.`,
      'JPEG files are accepted, but a JPEG has no transparency, so its white background will print.',
      `The maximum imprint is ${area}. Smaller designs are fine, and your image scales with the garment size, from XS to 5XL T-shirts and from newborn to 24 months in baby sizes.`,
      `What matters is pixels for the print size: ${resolutionRules.recommendedDpi} dpi means ${printArea.widthIn * resolutionRules.recommendedDpi} pixels for a ${printArea.widthIn}-inch-wide print. The DPI number stored in the file is only a label.`,
      'Save the design in RGB (sRGB), not CMYK.',
      `Keep lines and the gaps between shapes at least ${detailRules.minLineMm} mm wide at the print size: thinner ones break up or fill in.`,
    ],
  },
  privacy:
    'Your file stays on this device: it is read and measured by this page in your browser. Nothing is uploaded, and nothing is sent unless you choose to contact us.',
  picker: {
    heading: 'Check a file',
    label: 'Choose a design file',
    hint: 'PNG, JPEG, WebP or SVG. You can also drop the file on this box.',
    dropHere: 'Drop the file to check it',
    noScript:
      'Checking a file needs JavaScript, which is off or still loading. The rules below are what the check looks for.',
    checking: (name: string) => `Checking ${name}…`,
    /** Shown from the moment a file is chosen until the check is hydrated to read it. */
    reading: 'Reading your file…',
    /** Said where the picker stands when its code failed or did not arrive (JavaScript is on). */
    couldNotLoad:
      'The file check could not load. Nothing was uploaded: try again, or choose the file once more.',
    accept: 'image/png,image/jpeg,image/webp,image/svg+xml,.png,.jpg,.jpeg,.webp,.svg',
  },
  rulesNote: 'The numbers each check uses. Where too low starts is our guide; 300 dpi is the recommendation.',
} as const;
