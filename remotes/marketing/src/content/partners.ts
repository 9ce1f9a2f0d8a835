// The marketplaces and carriers the spec names, with their marks where a maintained icon set
// (simple-icons) has one. Amazon, Walmart and OSM Worldwide have none there (their owners do
// not allow it), so they show their name only.
import { siDhl, siEbay, siEtsy, siShopify, siTiktok, siUps, siUsps } from 'simple-icons';

export interface Partner {
  name: string;
  /** An SVG path on a 24 × 24 box (simple-icons), drawn in the text colour of either theme. */
  iconPath?: string;
  /** A wide wordmark drawn in the middle band of the icon box: shown at the same height as the others. */
  wide?: boolean;
  note?: string;
}

export const marketplaces = {
  title: 'Sell where your customers shop',
  intro: 'connect your store and your orders reach our production floor without custom code.',
  via: 'Through Order Desk',
  partners: [
    { name: 'Amazon' },
    { name: 'Etsy', iconPath: siEtsy.path },
    { name: 'Shopify', iconPath: siShopify.path },
    { name: 'TikTok Shop', iconPath: siTiktok.path },
    { name: 'eBay', iconPath: siEbay.path, wide: true },
    { name: 'Walmart' },
  ] satisfies Partner[],
} as const;

export const carriers = {
  title: 'Shipped by carriers you know',
  intro: 'Packages carry your company name on the label.',
  partners: [
    { name: 'USPS', iconPath: siUsps.path, note: 'Domestic' },
    { name: 'UPS', iconPath: siUps.path, note: 'Domestic' },
    { name: 'OSM Worldwide', note: 'Domestic' },
    { name: 'DHL', iconPath: siDhl.path, wide: true, note: 'International' },
  ] satisfies Partner[],
} as const;
