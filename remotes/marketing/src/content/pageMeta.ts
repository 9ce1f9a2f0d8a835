import { siteConfig } from '@pod/contracts/siteConfig';

// One title and description per route: the pages set them on load (usePageMeta) and the
// build writes the same values into dist/route-head.json for the server-rendered <head>.
export type MarketingPath =
  | '/'
  | '/products'
  | '/why-us'
  | '/integration'
  | '/terms'
  | '/faqs'
  | '/privacy-policy';

export interface MarketingPageMeta {
  /** The page's visible <h1>. */
  heading: string;
  /** document.title */
  title: string;
  description: string;
}

const brand = siteConfig.brandName;

export const pageMeta: Record<MarketingPath, MarketingPageMeta> = {
  '/': {
    heading: "Let's Make Your Print-on-Demand Apparel Sales More Profitable",
    title: `${brand} | Print-on-Demand Apparel Decoration & Fulfillment`,
    description:
      'Print-on-demand apparel decoration and fulfillment: DTF, embroidery, UV flatbed, screen printing and laser from 14 satellite locations, with 2-3 day shipping, no minimum orders and a price-match guarantee.',
  },
  '/products': {
    heading: 'Products',
    title: `Products: T-Shirts, Hoodies, Baby Apparel & Hats | ${brand}`,
    description:
      'Blank apparel we decorate on demand: T-shirts in sizes XS-5XL, hoodies and sweatshirts, baby and toddler apparel from newborn to 24 months, hats and tote bags, from trusted brands.',
  },
  '/why-us': {
    heading: 'Why Us',
    title: `Why Us: Our People, Process & Capabilities | ${brand}`,
    description:
      'A software-driven apparel factory built over ten years: lower costs, a focus on quality, quick turnaround and a client process that takes you from first call to go-live.',
  },
  '/integration': {
    heading: 'Integration Options',
    title: `Integration Options: API, Order Desk, CSV | ${brand}`,
    description:
      'Send us orders your way: a documented direct API for larger businesses, Order Desk for Amazon, Etsy, Shopify, TikTok Shop, eBay and Walmart sellers, or a direct quote and CSV import.',
  },
  '/terms': {
    heading: 'Terms & Conditions',
    title: `Terms & Conditions | ${brand}`,
    description: `The terms and conditions for using the ${brand} website and ordering print-on-demand apparel: pricing, payment, orders, shipping, returns and liability.`,
  },
  '/faqs': {
    heading: 'Frequently Asked Questions',
    title: `Frequently Asked Questions | ${brand}`,
    description:
      'Answers about decoration methods, DTF vs DTG, samples, minimums, bulk pricing, artwork and file formats, ordering, shipping, order changes and our quality guarantee.',
  },
  '/privacy-policy': {
    heading: 'Privacy Policy',
    title: `Privacy Policy | ${brand}`,
    description: `How ${brand} collects, uses, shares and protects personal information on its website and services, your choices, and how to contact us.`,
  },
};
