// Build step: dist/route-head.json, the <head> the server sends for each marketing route
// (title, description, og tags, JSON-LD, LCP preload): each route's own head from src/routes.ts,
// with what only the build knows (image URLs) added. JSON-LD: the organisation and the website
// on the home page, every question of the FAQ page, the product categories as services on the
// Products page (the server adds each inner page's breadcrumb).

import type { RouteHead, RouteHeads } from '@pod/contracts/routes';
import { postalAddressLine, type SiteConfig } from '@pod/contracts/siteConfig';
import type { GeneratedImage } from '../src/assets/generatedAssets.ts';
import { faqs } from '../src/content/faqs.ts';
import { heroSlides } from '../src/content/heroSlides.ts';
import { brandTagline, ogKicker } from '../src/content/home.ts';
import { heroImageSpec } from '../src/content/imageSpecs.ts';
import { productCategories } from '../src/content/products.ts';
import { routes } from '../src/routes.ts';

export interface RouteHeadInput {
  site: SiteConfig;
  images: Record<string, GeneratedImage>;
  /** Absolute URL of the link-preview image. */
  ogImage: string;
  /** Absolute URL of the logo (organisation JSON-LD). */
  logo: string;
}

/** The share card's text alternative: what the card shows (ogCard.ts, the first hero slide). */
export function ogImageAlt(brandName: string): string {
  const art = heroSlides[0]?.alt;
  return `${brandName}: ${brandTagline} ${ogKicker}.${art ? ` ${art}.` : ''}`;
}

const organisationId = (site: SiteConfig) => `${site.siteUrl}/#organization`;

function organisationJsonLd({ site, logo }: RouteHeadInput): Record<string, unknown> {
  const url = `${site.siteUrl}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organisationId(site),
    name: site.brandName,
    legalName: site.legalName,
    url,
    logo,
    description: routes.find((route) => route.path === '/')?.head.description,
    telephone: site.phone,
    email: site.salesEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.streetAddress,
      addressLocality: site.city,
      addressRegion: site.region,
      postalCode: site.postalCode,
      addressCountry: 'US',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: site.salesEmail,
        telephone: site.phone,
        areaServed: 'US',
        availableLanguage: 'en',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: site.supportEmail,
        telephone: site.phone,
        areaServed: 'US',
        availableLanguage: 'en',
      },
    ],
    // One line for readers of the raw data; the structured address is above.
    disambiguatingDescription: `Print-on-demand apparel fulfillment in ${postalAddressLine}`,
  };
}

function websiteJsonLd({ site }: RouteHeadInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.siteUrl}/#website`,
    name: site.brandName,
    url: `${site.siteUrl}/`,
    inLanguage: 'en',
    publisher: { '@id': organisationId(site) },
  };
}

/** Every question of the FAQ page with its answer as the page shows it (one paragraph a line). */
export function faqPageJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer.join('\n\n') },
    })),
  };
}

/**
 * The product categories the Products page describes, as the services they are (printed and
 * fulfilled on demand by the organisation), each with the name, words and picture the page shows.
 */
export function productsJsonLd({ site, images }: RouteHeadInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Products',
    itemListElement: productCategories.map((category, index) => {
      const image = images[category.image]?.src;
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Service',
          name: category.name,
          description: category.description,
          serviceType: 'Print-on-demand apparel fulfillment',
          provider: { '@id': organisationId(site) },
          areaServed: 'US',
          url: `${site.siteUrl}/products#${category.id}`,
          ...(image ? { image: new URL(image, `${site.siteUrl}/`).href } : {}),
        },
      };
    }),
  };
}

/** Preload the first hero slide (the LCP image) in the format the <picture> will pick first. */
function heroPreload(images: Record<string, GeneratedImage>): RouteHead['preloadImages'] {
  const first = heroSlides[0];
  const image = first ? images[first.id] : undefined;
  const avif = image?.sources.find((source) => source.type === 'image/avif');
  if (!image || !avif) return undefined;
  const href = avif.srcSet.split(',')[0]?.trim().split(' ')[0] ?? image.src;
  return [{ href, type: avif.type, imageSrcset: avif.srcSet, imageSizes: heroImageSpec.sizes }];
}

export function buildRouteHeads(input: RouteHeadInput): RouteHeads {
  const heads: RouteHeads = {};
  for (const { path, head } of routes) {
    heads[path] = {
      ogTitle: head.title,
      ogDescription: head.description,
      ogImage: input.ogImage,
      ogImageAlt: ogImageAlt(input.site.brandName),
      ...head,
    };
  }
  const home = heads['/'];
  if (home) {
    // A list: the server writes each in a script of its own, the organisation first.
    home.jsonLd = [organisationJsonLd(input), websiteJsonLd(input)];
    const preload = heroPreload(input.images);
    if (preload) home.preloadImages = preload;
  }
  const faqPage = heads['/faqs'];
  if (faqPage) faqPage.jsonLd = faqPageJsonLd();
  const products = heads['/products'];
  if (products) products.jsonLd = productsJsonLd(input);
  return heads;
}
