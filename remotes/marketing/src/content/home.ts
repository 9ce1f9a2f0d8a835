import type { CallToActionContent } from './callToAction.ts';
import { facts } from './facts.ts';

export interface TitledText {
  title: string;
  text: string;
}

export interface ServiceCard extends TitledText {
  id: 'quality' | 'price' | 'speed' | 'expertise' | 'scale' | 'tech-savvy' | 'flexible' | 'partnerships';
}

export const guarantees: readonly TitledText[] = [
  {
    title: 'Lowest Prices',
    text: 'Factory-direct pricing with no minimum orders and a price-match guarantee: find a lower price for the same product and decoration and we will match it.',
  },
  {
    title: 'Best-in-Class Quality',
    text: 'Our proprietary DTF printing process gives vivid, soft prints that keep their color and feel, on every garment we sell.',
  },
  {
    title: 'Quick Turnaround',
    text: `${facts.shippingDays} shipping from the printing location closest to your customer, so orders arrive while the excitement lasts.`,
  },
];

export const partnerSection = {
  title: 'The Right Print Fulfillment Partner',
  paragraphs: [
    'Resellers and businesses send us their customer orders; we decorate each garment and ship it straight to the end customer under your brand. Every decoration method happens under one roof, so one partner covers every product you sell.',
    `You never buy stock up front: we print each order when it arrives and drop ship it. Our factory runs on software we have built over ${facts.softwareYears}, and our API gets you onboarded quickly.`,
  ],
  methodsTitle: 'Under one roof',
  methods: facts.decorationMethods,
} as const;

export const reputationSection = {
  title: 'Your Brand Reputation is Everything',
  intro: 'Every package that reaches your customer carries your name. We treat it that way.',
  claims: [
    {
      title: 'Prints that last',
      text: 'Our DTF prints last wash after wash without cracking or fading, so the shirt your customer loves keeps looking new.',
    },
    {
      title: 'Every order checked',
      text: 'Each item is inspected before it is packed. If we made a mistake, we remake the order at no cost to you.',
    },
    {
      title: 'Your brand on the box',
      text: 'Package labels carry your company name, so your customers see your brand, not ours.',
    },
  ] satisfies TitledText[],
} as const;

/** One tile per audience in spec section 1. */
export const markets: readonly TitledText[] = [
  { title: 'E-commerce Platforms', text: 'Plug print-on-demand apparel into your marketplace with our API.' },
  { title: 'Online POD Sellers', text: 'Sell designs online and let us print, pack and ship every order.' },
  { title: 'TikTok Shops', text: 'Keep up with viral demand, from one piece to thousands.' },
  { title: 'Promotional Products', text: 'Branded apparel, hats and totes for your clients’ campaigns.' },
  { title: 'Event Merch', text: 'Shirts and hoodies for concerts, races, conferences and festivals.' },
  { title: 'Sports Teams', text: 'Jerseys, fan gear and team apparel with names and numbers.' },
  { title: 'Organizations', text: 'Apparel for non-profits, clubs, churches and associations.' },
  { title: 'Influencer Merch', text: 'Launch creator merch without inventory or upfront risk.' },
  { title: 'Just-in-Time Retailers', text: 'Print when the order arrives and stop carrying stock.' },
  { title: 'Schools', text: 'Spirit wear, uniforms and fundraisers for schools and universities.' },
];

export const servicesSection = {
  title: 'Why Sellers Choose Us',
  cards: [
    {
      id: 'quality',
      title: 'Quality',
      text: 'Proprietary DTF, embroidery and screen printing that look as good on the hundredth order as on the first.',
    },
    {
      id: 'price',
      title: 'Price',
      text: 'Factory-direct pricing, bulk discounts by quote and a price-match guarantee.',
    },
    {
      id: 'speed',
      title: 'Speed',
      text: 'Satellite printing locations close to your customers keep deliveries short.',
    },
    {
      id: 'expertise',
      title: 'Expertise',
      text: 'Decoration specialists who know which method suits each garment and design.',
    },
    { id: 'scale', title: 'Scale', text: 'From a single piece to large runs without changing partners.' },
    {
      id: 'tech-savvy',
      title: 'Tech Savvy',
      text: 'A software-driven factory, with an API and Order Desk connections for your store.',
    },
    {
      id: 'flexible',
      title: 'Flexible',
      text: 'No minimums, drop shipping, your branding and order options that fit your business.',
    },
    {
      id: 'partnerships',
      title: 'Partnerships',
      text: 'We grow with you: a dedicated team from your first call to go-live and beyond.',
    },
  ] satisfies ServiceCard[],
} as const;

/** Home's pointer to the print-file check (remotes/filecheck): the tool sellers do not find elsewhere. */
export const fileCheckSection = {
  title: 'Check Your Print File Before You Order',
  text: 'Drop your artwork into our free print-file check: it measures resolution at print size, empty margins and thin lines against the print area, right in your browser. Nothing is uploaded.',
  button: 'Check Your Print File',
  to: '/file-check',
} as const;

export const getStarted = {
  title: "Let's Get Started",
  text: 'Tell us about your products and order volume, and our sales team will show you how much you can save.',
  button: "Let's Connect",
  to: '/contact',
} as const satisfies CallToActionContent;

export const heroLead =
  'Print-on-demand apparel decoration and fulfillment: we print each order as it arrives and ship it under your brand.';

/** The key numbers, said once: a strip at the foot of the hero instead of repeated claims. */
export const siteStats: readonly { value: string; label: string }[] = [
  { value: String(facts.satelliteLocations), label: 'satellite printing locations' },
  { value: `${facts.shippingDays}`, label: 'shipping' },
  { value: '1 piece', label: 'minimum order' },
  { value: facts.dtfWashes, label: 'washes tested on our DTF prints' },
];

/** The spec's tagline (the shell's footer shows it too), on the link-preview image. */
export const brandTagline = 'Your trusted Print-on-Demand partner for profitable apparel sales.';

/** The small line under the tagline on the link-preview image. */
export const ogKicker = `No minimum orders · ${facts.shippingDays} shipping`;
