// The pages this remote serves, each declared once: path, page component, head (the server's
// <head>, the title a client-side navigation sets, og tags) and whether the sitemap lists it.
// Its federation exposes and prerendered pages come from this list too. The build adds the
// generated og image, JSON-LD and LCP preload to these heads (buildPlugins/routeHeads.ts).
import { defineRoutes } from '@pod/contracts/routes';
import { siteConfig } from '@pod/contracts/siteConfig';

const brand = siteConfig.brandName;

export const routes = defineRoutes([
  {
    path: '/',
    page: 'Home',
    head: {
      title: `${brand} | Print-on-Demand Apparel Decoration & Fulfillment`,
      description:
        'Print-on-demand apparel decoration and fulfillment: DTF, embroidery, UV flatbed, screen printing and laser from 14 satellite locations, with 2-3 day shipping, no minimum orders and a price-match guarantee.',
      ogType: 'website',
    },
    sitemap: true,
  },
  {
    path: '/products',
    page: 'Products',
    head: {
      title: `Products: T-Shirts, Hoodies, Baby Apparel & Hats | ${brand}`,
      description:
        'Blank apparel we decorate on demand: T-shirts in sizes XS-5XL, hoodies and sweatshirts, baby and toddler apparel from newborn to 24 months, hats and tote bags, from trusted brands.',
      ogType: 'article',
    },
    sitemap: true,
  },
  {
    path: '/why-us',
    page: 'WhyUs',
    head: {
      title: `Why Us: Our People, Process & Capabilities | ${brand}`,
      description:
        'A software-driven apparel factory built over ten years: lower costs, a focus on quality, quick turnaround and a client process that takes you from first call to go-live.',
      ogType: 'article',
    },
    sitemap: true,
  },
  {
    path: '/integration',
    page: 'Integration',
    head: {
      title: `Integration Options: API, Order Desk, CSV | ${brand}`,
      description:
        'Send us orders your way: a documented direct API for larger businesses, Order Desk for Amazon, Etsy, Shopify, TikTok Shop, eBay and Walmart sellers, or a direct quote and CSV import.',
      ogType: 'article',
    },
    sitemap: true,
  },
  {
    path: '/terms',
    page: 'Terms',
    head: {
      title: `Terms & Conditions | ${brand}`,
      description: `The terms and conditions for using the ${brand} website and ordering print-on-demand apparel: pricing, payment, orders, shipping, returns and liability.`,
      ogType: 'article',
    },
    sitemap: true,
  },
  {
    path: '/faqs',
    page: 'Faqs',
    head: {
      title: `Frequently Asked Questions | ${brand}`,
      description:
        'Answers about decoration methods, DTF vs DTG, samples, minimums, bulk pricing, artwork and file formats, ordering, shipping, order changes and our quality guarantee.',
      ogType: 'article',
    },
    sitemap: true,
  },
  {
    path: '/privacy-policy',
    page: 'PrivacyPolicy',
    head: {
      title: `Privacy Policy | ${brand}`,
      description: `How ${brand} collects, uses, shares and protects personal information on its website and services, your choices, and how to contact us.`,
      ogType: 'article',
    },
    sitemap: true,
  },
]);
