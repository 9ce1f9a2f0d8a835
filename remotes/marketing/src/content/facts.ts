// Business facts from spec section 9, written once and read by the pages, the FAQ,
// the product cards and the design-guidelines PDF, so a number changes in one place.
export const facts = {
  satelliteLocations: 14,
  shippingDays: '2-3 day',
  minimumOrder: 'one piece',
  softwareYears: 'ten years',
  maxImprint: { widthIn: 12.5, heightIn: 16, label: '12.5 x 16 inches' },
  recommendedFile: 'PNG at 300 dpi with a transparent background',
  dpi: 300,
  jpegNote: 'JPEG files are accepted, but a JPEG has no transparency, so its white background will print',
  dtfWashes: '50+',
  additionalPrintFrom: '$1.50',
  bulkDiscountMethods: ['DTF', 'screen printing', 'embroidery', 'laser', 'flatbed UV'],
  decorationMethods: [
    'Direct-to-film (DTF) printing',
    'UV flatbed printing',
    'Embroidery',
    'Screen printing',
    'Laser decoration',
  ],
  domesticCarriers: ['USPS', 'UPS', 'OSM'],
  internationalCarrier: 'DHL',
  tshirtSizes: 'XS-5XL',
  babySizes: 'newborn to 24 months',
  responseHours: 24,
  minimumUserAge: 13,
  cookieKinds: ['strictly necessary', 'analytical', 'functional'],
  privacyEffectiveDate: 'October 24, 2023',
  copyrightYear: 2024,
} as const;

/** "USPS, UPS and OSM" */
export function listInWords(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "Embroidery" -> "embroidery" mid-sentence, but "UV flatbed" keeps its acronym. */
export function lowerFirstWord(text: string): string {
  return text.replace(/^[A-Z][a-z]/, (start) => start.toLowerCase());
}

/** A list as a sentence: "Direct-to-film (DTF) printing, UV flatbed printing, embroidery … and laser decoration." */
export function listAsSentence(items: readonly string[]): string {
  const [first = '', ...rest] = items;
  return `${listInWords([first, ...rest.map(lowerFirstWord)])}.`;
}
