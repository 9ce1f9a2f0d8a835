// Brand facts read by every room (shell, remotes, API). Facts the business has not supplied
// yet stand in with placeholders (siteFacts.ts), each overridden at build time by its PUBLIC_*
// variable; `npm run launch-check` lists the ones left.
import { placeholderFacts as stand } from './siteFacts.ts';

export interface SiteConfig {
  brandName: string;
  legalName: string;
  phone: string;
  phoneHref: string;
  salesEmail: string;
  supportEmail: string;
  streetAddress: string;
  city: string;
  region: string;
  postalCode: string;
  hours: string;
  hoursCentral: string;
  portalSignInUrl: string;
  siteUrl: string;
}

// Literal process.env reads: the build replaces each with its value in browser code.
const brandName = process.env.PUBLIC_BRAND_NAME || stand.brandName.value;
const phone = process.env.PUBLIC_PHONE || stand.phone.value;

export const siteConfig: SiteConfig = {
  brandName,
  legalName: process.env.PUBLIC_LEGAL_NAME || `${brandName} LLC`,
  phone,
  phoneHref: `tel:+1${phone.replace(/\D/g, '').slice(-10)}`,
  salesEmail: process.env.PUBLIC_SALES_EMAIL || stand.salesEmail.value,
  supportEmail: process.env.PUBLIC_SUPPORT_EMAIL || stand.supportEmail.value,
  streetAddress: process.env.PUBLIC_STREET_ADDRESS || stand.streetAddress.value,
  city: 'Cedar Park',
  region: 'Texas',
  // Cedar Park's; it moves with the street address (PUBLIC_STREET_ADDRESS), which is flagged.
  postalCode: process.env.PUBLIC_POSTAL_CODE || '78613',
  hours: 'Monday - Friday, 10:00 AM - 4:00 PM CT',
  hoursCentral: 'Monday - Friday, 10:00 AM - 4:00 PM Central Time',
  portalSignInUrl: process.env.PUBLIC_PORTAL_URL || stand.portalSignInUrl.value,
  /** Public origin, e.g. https://www.example.com; empty means "the origin the page is served from". */
  siteUrl: (process.env.PUBLIC_SITE_URL || '').replace(/\/$/, ''),
};

/** One line postal address, e.g. for footers and JSON-LD. */
export const postalAddressLine = `${siteConfig.streetAddress}, ${siteConfig.city}, ${siteConfig.region} ${siteConfig.postalCode}`;
