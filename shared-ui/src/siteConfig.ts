// Brand facts read by every room (shell, remotes, API). Values marked PLACEHOLDER
// are stand-ins until the business supplies real ones; each can be overridden at
// build time with the PUBLIC_* environment variable named beside it.
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
  placeholders: readonly (keyof SiteConfig)[];
}

const brandName = process.env.PUBLIC_BRAND_NAME || 'PrintHaus Fulfillment'; // PLACEHOLDER
const phone = process.env.PUBLIC_PHONE || '(512) 555-0142'; // PLACEHOLDER (555 numbers are reserved for fiction)

export const siteConfig: SiteConfig = {
  brandName,
  legalName: process.env.PUBLIC_LEGAL_NAME || `${brandName} LLC`, // PLACEHOLDER
  phone,
  phoneHref: `tel:+1${phone.replace(/\D/g, '').slice(-10)}`,
  salesEmail: process.env.PUBLIC_SALES_EMAIL || 'sales@printhaus.example', // PLACEHOLDER
  supportEmail: process.env.PUBLIC_SUPPORT_EMAIL || 'support@printhaus.example', // PLACEHOLDER
  streetAddress: process.env.PUBLIC_STREET_ADDRESS || '1200 Discovery Blvd, Suite 300', // PLACEHOLDER
  city: 'Cedar Park',
  region: 'Texas',
  postalCode: process.env.PUBLIC_POSTAL_CODE || '78613',
  hours: 'Monday - Friday, 10:00 AM - 4:00 PM CT',
  hoursCentral: 'Monday - Friday, 10:00 AM - 4:00 PM Central Time',
  portalSignInUrl: process.env.PUBLIC_PORTAL_URL || 'https://portal.printhaus.example/sign-in', // PLACEHOLDER
  /** Public origin, e.g. https://www.example.com; empty means "the origin the page is served from". */
  siteUrl: (process.env.PUBLIC_SITE_URL || '').replace(/\/$/, ''),
  placeholders: [
    'brandName',
    'legalName',
    'phone',
    'salesEmail',
    'supportEmail',
    'streetAddress',
    'portalSignInUrl',
  ],
};

/** One line postal address, e.g. for footers and JSON-LD. */
export const postalAddressLine = `${siteConfig.streetAddress}, ${siteConfig.city}, ${siteConfig.region} ${siteConfig.postalCode}`;
