import { siteConfig } from '@pod/contracts/siteConfig';
import { facts, listInWords, lowerFirstWord } from './facts.ts';

export const faqIds = [
  'decoration-methods',
  'dtf-vs-dtg',
  'get-sample',
  'minimum-order',
  'bulk-discounts',
  'sales-tax',
  'additional-printing',
  'manual-order',
  'copyrighted-images',
  'file-formats',
  'printable-areas',
  'image-scaling',
  'design-guidelines',
  'branding-options',
  'shipping-services',
  'international-shipping',
  'order-status',
  'cancel-order',
  'change-order',
  'return-policy',
  'request-replacement',
] as const;

export type FaqId = (typeof faqIds)[number];

export interface FaqEntry {
  id: FaqId;
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
  downloadLink?: { label: string; fileName: string };
  /** Where to act on the answer: a site path (/contact-cs) or the external portal. */
  action?: { label: string; href: string };
}

const contactCs = { label: 'Contact customer service', href: '/contact-cs' };
const contactSales = { label: 'Contact sales', href: '/contact' };
const portal = { label: 'Log in to the customer portal', href: siteConfig.portalSignInUrl };
// The file check (remotes/filecheck) measures a file against these answers in the browser.
const checkFile = { label: 'Check your print file', href: '/file-check' };

export const faqSubtitle =
  'Answers about decoration methods, ordering, artwork, shipping and our quality guarantee. Type in the search box to find a question quickly.';

const imprint = facts.maxImprint.label;

export const faqs: readonly FaqEntry[] = [
  {
    id: 'decoration-methods',
    question: 'What decoration methods do you offer?',
    answer: [
      `We offer ${listInWords(facts.decorationMethods.map(lowerFirstWord))}. We recommend the best method for each garment, design and quantity.`,
    ],
  },
  {
    id: 'dtf-vs-dtg',
    question: 'What is the difference between DTF and DTG printing?',
    answer: [
      'Direct-to-garment (DTG) prints ink straight into the fabric and works best on light-colored cotton. Direct-to-film (DTF) prints your design onto a film that is then heat-pressed onto the garment.',
      `DTF works on cotton, polyester and blends in any color, gives vivid colors with a soft hand, and our DTF prints are tested for ${facts.dtfWashes} washes.`,
    ],
  },
  {
    id: 'get-sample',
    question: 'Can I get a sample?',
    answer: [
      `Yes. Because there is no minimum order, you can order a single piece of any product as a sample at regular pricing and see the quality for yourself. Contact sales at ${siteConfig.salesEmail} if you need help choosing.`,
    ],
    action: contactSales,
  },
  {
    id: 'minimum-order',
    question: 'Is there a minimum order?',
    answer: [
      `No. The minimum order is ${facts.minimumOrder}, and we drop ship every order to your customer.`,
    ],
  },
  {
    id: 'bulk-discounts',
    question: 'Do you offer bulk discounts?',
    answer: [
      `Yes. Bulk discounts are available by quote for ${listInWords(facts.bulkDiscountMethods)}. Contact our sales team with your quantities for a quote.`,
    ],
    action: contactSales,
  },
  {
    id: 'sales-tax',
    question: 'Do you charge sales tax?',
    answer: [
      'Sales tax applies to orders unless you submit a resale certificate or tax exemption certificate. Send your certificate to our team and we will apply it to your account.',
    ],
    action: contactCs,
  },
  {
    id: 'additional-printing',
    question: 'How much does printing on additional areas cost?',
    answer: [
      `Additional print area charges start at ${facts.additionalPrintFrom}, depending on the size of the image and its position on the garment.`,
    ],
  },
  {
    id: 'manual-order',
    question: 'How do I submit a manual order?',
    answer: [
      'Log in to the customer portal and upload your order as a CSV file. The portal checks the file and adds your orders to production.',
    ],
    action: portal,
  },
  {
    id: 'copyrighted-images',
    question: 'Can I print copyrighted images?',
    answer: [
      'Only with permission. To print a copyrighted image, logo or character you need a release from the rights holder. We may ask for it before we print.',
    ],
    action: contactSales,
  },
  {
    id: 'file-formats',
    question: 'What file formats do you accept?',
    answer: [`We recommend a ${facts.recommendedFile}. ${facts.jpegNote}.`],
    action: checkFile,
  },
  {
    id: 'printable-areas',
    question: 'How large can my print be?',
    answer: [
      `The maximum imprint area is ${imprint}. Smaller designs are fine. Additional print areas such as sleeves or the back are available.`,
    ],
    action: checkFile,
  },
  {
    id: 'image-scaling',
    question: 'Will my design be scaled for different garment sizes?',
    answer: [
      'Yes. Your image scales with the garment size, so a design looks proportional on an XS and on a 5XL. Supply artwork at full size and 300 dpi so it stays sharp when scaled.',
    ],
    action: checkFile,
  },
  {
    id: 'design-guidelines',
    question: 'Do you have design guidelines?',
    answer: [
      `Yes. Our best-practices design guidelines cover file formats, resolution (${facts.dpi} dpi), transparent PNG backgrounds, the maximum imprint of ${imprint}, scaling and printable areas.`,
    ],
    downloadLink: { label: 'Download the design guidelines (PDF)', fileName: 'design-guidelines.pdf' },
    action: checkFile,
  },
  {
    id: 'branding-options',
    question: 'What branding options do you offer?',
    answer: [
      'Package labels carry your company name, and API and Order Desk customers can set up customer branding, so your customers see your brand from order to delivery.',
    ],
  },
  {
    id: 'shipping-services',
    question: 'Which shipping services do you use?',
    answer: [
      `Domestic orders ship with ${listInWords(facts.domesticCarriers)}. With ${facts.satelliteLocations} satellite printing locations, most orders arrive with ${facts.shippingDays} shipping.`,
    ],
  },
  {
    id: 'international-shipping',
    question: 'Do you ship internationally?',
    answer: [
      `Yes. International orders ship with ${facts.internationalCarrier}, with tracking to the door. Duties and import taxes are set by the destination country.`,
    ],
  },
  {
    id: 'order-status',
    question: 'How do I check my order status?',
    answer: [
      'Log in to the customer portal to see the status of every order in real time. API customers also receive order status messages automatically.',
    ],
    action: portal,
  },
  {
    id: 'cancel-order',
    question: 'Can I cancel an order?',
    answer: [
      'Yes, in the customer portal, as long as the order is in a status that allows cancelling: log in, open the order and cancel it there. If the cancel option is not offered, contact customer service right away with your order number.',
    ],
    action: portal,
  },
  {
    id: 'change-order',
    question: 'Can I change the shipping address or product on an order?',
    answer: [
      'Yes. Log in to the customer portal to change the shipping address or the product while the order status allows it, or contact customer service with your order number.',
    ],
    action: portal,
  },
  {
    id: 'return-policy',
    question: 'What is your return policy?',
    answer: [
      'Every item is made to order, so we do not offer returns or refunds for customer errors such as choosing the wrong shirt, color or size. If we made an error, we remake the order.',
    ],
  },
  {
    id: 'request-replacement',
    question: 'How do I request a replacement?',
    answer: [
      'Contact customer service with a photo of the item and a short explanation of the problem. You do not need to return the garment. If we made an error, we remake the order.',
    ],
    action: contactCs,
  },
];

export const stillHaveQuestions = {
  title: 'Still have questions?',
  text: `Our team is happy to help and replies within ${facts.responseHours} hours, ${siteConfig.hours}.`,
  // Short labels keep each button on one line on a phone; the addresses are spelled out
  // beneath them, to copy into a webmail tab.
  salesLabel: 'Email sales',
  supportLabel: 'Email support',
  addresses: `Sales: ${siteConfig.salesEmail} · Support: ${siteConfig.supportEmail}`,
} as const;
