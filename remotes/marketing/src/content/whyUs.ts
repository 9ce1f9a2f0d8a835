import type { CallToActionContent } from './callToAction.ts';
import { facts, listAsSentence } from './facts.ts';
import type { TitledText } from './home.ts';

export const whyUsIntro =
  'We are a print-on-demand apparel decoration and fulfillment partner for businesses that sell apparel. Here is who we are and how we work.';

export const visionSection = {
  title: 'Our Vision & Our People',
  paragraphs: [
    'Our vision is simple: make print-on-demand apparel more profitable for the businesses that sell it. We do that by running the most efficient, highest-quality decoration factory we can, and by treating every order as if our own name were on it.',
    'Our people make that real. Production artists, machine operators, quality inspectors, engineers and customer-service specialists work side by side, and many have decorated apparel for years. When you call us you talk to someone who knows the floor.',
  ],
} as const;

export const advantageSection = {
  title: 'Our Advantage',
  items: [
    {
      title: 'Cost Savings',
      text: 'Factory-direct pricing, no minimum orders, bulk discounts by quote and a price-match guarantee keep your margins healthy.',
    },
    {
      title: 'Quality Focus',
      text: `Proprietary DTF printing tested for ${facts.dtfWashes} washes, calibrated equipment and an inspection of every item before it ships.`,
    },
    {
      title: 'Quick Turnaround',
      text: `${facts.satelliteLocations} satellite printing locations and ${facts.shippingDays} shipping get orders to your customers while they are still excited about them.`,
    },
  ] satisfies TitledText[],
} as const;

export const clientProcessSection = {
  title: 'Our Client Process',
  steps: [
    {
      title: 'Sales engagement',
      text: 'We learn about your products, volumes and goals, recommend decoration methods and give you pricing.',
    },
    {
      title: 'Integration team',
      text: 'Our integration team connects your store or system by API, Order Desk or CSV and sets up your branding and business rules.',
    },
    {
      title: 'Go live after testing',
      text: 'We run test orders end to end together. Once everything checks out, you go live and orders flow straight to production.',
    },
  ] satisfies TitledText[],
} as const;

export const internalProcessSection = {
  title: 'Our Internal Process',
  paragraphs: [
    `Our factory is software-driven. Over ${facts.softwareYears} we have built our own software that receives each order, prepares the artwork, routes every item to the right machine and location, and tracks it until it ships.`,
    'Because every step is tracked, you can follow order status in real time, problems are caught early, and we can print one piece as efficiently as a thousand.',
  ],
} as const;

export const capabilitiesSection = {
  title: 'Our Capabilities & Infrastructure',
  items: [
    { title: 'Decoration methods', text: listAsSentence(facts.decorationMethods) },
    {
      title: 'Locations',
      text: `${facts.satelliteLocations} satellite printing locations for ${facts.shippingDays} shipping.`,
    },
    {
      title: 'Order volume',
      text: `From ${facts.minimumOrder} to large bulk runs, with drop shipping on every order.`,
    },
    {
      title: 'Technology',
      text: 'Our own order-management software, a documented API and a real-time customer portal.',
    },
  ] satisfies TitledText[],
} as const;

export const whyUsCallToAction = {
  title: 'See what we can do for your brand',
  text: 'Tell us about your products and volumes: our sales team replies within 24 hours with pricing and samples.',
  button: 'Contact Sales',
  to: '/contact',
} as const satisfies CallToActionContent;
