import type { FaqId } from './faqs.ts';

/** The FAQ grouped by what a seller is asking about; every question in exactly one topic. */
export const faqTopics: readonly { id: string; title: string; questions: readonly FaqId[] }[] = [
  {
    id: 'topic-decoration',
    title: 'Decoration and samples',
    questions: ['decoration-methods', 'dtf-vs-dtg', 'get-sample'],
  },
  {
    id: 'topic-ordering',
    title: 'Ordering and pricing',
    questions: ['minimum-order', 'bulk-discounts', 'sales-tax', 'additional-printing', 'manual-order'],
  },
  {
    id: 'topic-artwork',
    title: 'Artwork and files',
    questions: [
      'copyrighted-images',
      'file-formats',
      'printable-areas',
      'image-scaling',
      'design-guidelines',
    ],
  },
  {
    id: 'topic-shipping',
    title: 'Branding and shipping',
    questions: ['branding-options', 'shipping-services', 'international-shipping'],
  },
  {
    id: 'topic-orders',
    title: 'Your orders and returns',
    questions: ['order-status', 'cancel-order', 'change-order', 'return-policy', 'request-replacement'],
  },
];
