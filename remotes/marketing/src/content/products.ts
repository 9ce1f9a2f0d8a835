import type { CallToActionContent } from './callToAction.ts';
import { facts } from './facts.ts';

export type ProductCategoryId = 'tshirts' | 'hoodies' | 'baby' | 'hats';

export interface ProductCategory {
  id: ProductCategoryId;
  name: string;
  /** Artwork id (remotes/marketing/artwork/productArt.ts), rendered to AVIF/WebP at build time. */
  image: string;
  imageAlt: string;
  description: string;
  features: readonly string[];
  /** The buying facts of the category, from the spec only (sizes, imprint, files, inks, wash). */
  specs: readonly ProductSpec[];
}

export interface ProductSpec {
  label: string;
  value: string;
}

const imprint: ProductSpec = {
  label: 'Maximum imprint',
  value: `${facts.maxImprint.label} (smaller is fine)`,
};
const artwork: ProductSpec = { label: 'Artwork', value: facts.recommendedFile };
const dtf: ProductSpec = { label: 'DTF durability', value: `Tested for ${facts.dtfWashes} washes` };

export const productCategories: readonly ProductCategory[] = [
  {
    id: 'tshirts',
    name: 'T-Shirts',
    image: 'product-tshirts',
    imageAlt: 'Folded T-shirts in several colors, one printed with a sun design',
    description:
      'The backbone of every apparel line: soft cotton and blend tees decorated with DTF, screen printing or embroidery and shipped on demand.',
    features: [
      `Sizes ${facts.tshirtSizes}`,
      'Short sleeve, long sleeve, tank and V-neck styles',
      '100% cotton, tri-blend and performance fabrics',
      `Imprints up to ${facts.maxImprint.label}, with extra print areas available`,
    ],
    specs: [{ label: 'Sizes', value: facts.tshirtSizes }, imprint, artwork, dtf],
  },
  {
    id: 'hoodies',
    name: 'Hoodies & Sweatshirts',
    image: 'product-hoodies',
    imageAlt: 'A pullover hoodie with an embroidered badge beside a crewneck sweatshirt',
    description:
      'Pullover and zip hoodies, crewnecks and joggers for colder months, team gear and merch drops, decorated with DTF prints or embroidery.',
    features: [
      `Sizes ${facts.tshirtSizes}`,
      'Pullover, full-zip and crewneck styles',
      'Front, back, sleeve and hood print locations',
      'Embroidery for a premium, textured finish',
    ],
    specs: [imprint, artwork, dtf],
  },
  {
    id: 'baby',
    name: 'Baby & Toddler Apparel',
    image: 'product-baby',
    imageAlt: 'A baby bodysuit and a toddler T-shirt with a small star print',
    description:
      'Bodysuits, toddler tees and baby accessories for gifts and family brands, printed with inks chosen for little ones.',
    features: [
      `Sizes from ${facts.babySizes}, plus toddler sizes`,
      'Water-based inks for baby items',
      'Soft, breathable cotton fabrics',
      'Bodysuits, tees and bibs',
    ],
    specs: [
      { label: 'Sizes', value: facts.babySizes },
      { label: 'Inks', value: 'Water-based inks for baby items' },
      imprint,
      artwork,
    ],
  },
  {
    id: 'hats',
    name: 'Hats & Tote Bags',
    image: 'product-hats',
    imageAlt: 'A structured cap with an embroidered patch next to a printed canvas tote bag',
    description:
      'Caps, beanies and canvas totes that finish a collection, decorated with embroidery, laser-engraved patches or UV flatbed printing.',
    features: [
      'Structured and unstructured caps, trucker hats and beanies',
      'Embroidery and laser-engraved leather patches',
      'Canvas and cotton tote bags printed with DTF or UV flatbed',
      'One size fits most, with adjustable closures',
    ],
    specs: [{ label: 'Decoration', value: 'Embroidery, laser and UV flatbed' }, artwork],
  },
];

/** Closes the page, as Home does: from browsing to a conversation with sales. */
export const productsCallToAction = {
  title: 'Ready to put your designs on these?',
  text: 'Tell us which products and volumes you have in mind, and our sales team will send pricing and samples.',
  button: 'Contact Sales',
  to: '/contact',
} as const satisfies CallToActionContent;

export const productsIntro =
  'Quality blank apparel from brands your customers know, decorated on demand and shipped under your brand.';

/** Below the cards: check a design file before ordering (the file check, /file-check). */
export const productsFileCheck = {
  text: 'Before you order, check your design file: pixels for the print size, a transparent background, color mode and fit to the print area, measured in your browser.',
  label: 'Check your print file',
  to: '/file-check',
} as const;

/** What buying costs, in the spec's own terms: no prices it does not state. */
export const pricingSignals = {
  title: 'What ordering looks like',
  items: [
    {
      title: 'No minimum',
      text: `Orders start at ${facts.minimumOrder}, so a sample is simply a one-piece order.`,
    },
    {
      title: 'Extra print areas',
      text: `From ${facts.additionalPrintFrom}, depending on image size and position.`,
    },
    {
      title: 'Bulk discounts',
      text: 'By quote, for DTF, screen printing, embroidery, laser and flatbed UV.',
    },
    { title: 'Price-match guarantee', text: 'Ask our sales team how it applies to your order.' },
  ],
} as const;

/** Each card's next step: the sales form, with the product named in the message (forms' ?message= pre-fill). */
export const sampleRequest = {
  label: (product: string) => `Get pricing & a sample: ${product}`,
  visible: 'Get pricing & a sample',
  message: (product: string) =>
    `Hello, I would like pricing and a sample of your ${product}. Product, quantity and decoration I have in mind: `,
};

export const designGuidelinesLink = {
  text: 'Preparing artwork? Read our design guidelines',
  label: 'Design guidelines (PDF)',
};
