// Brand facts read by every room (shell, remotes, API), in one place. Until the business
// supplies its real facts, each stands in with a placeholder (a 555 phone number, .example
// addresses, a made-up brand) and is overridden at build time by the PUBLIC_* environment
// variable named beside it. `placeholders` lists the ones still standing in, for
// `npm run launch-check` and the production start-up warnings.
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
  /** The facts still at their placeholder, each with the variable that sets it. */
  placeholders: readonly PlaceholderFact[];
}

export interface PlaceholderFact {
  fact: keyof SiteConfig;
  variable: keyof SiteFactsEnv;
  value: string;
}

/** The build-time variables that carry the business's facts. */
export interface SiteFactsEnv {
  PUBLIC_BRAND_NAME?: string | undefined;
  PUBLIC_LEGAL_NAME?: string | undefined;
  PUBLIC_PHONE?: string | undefined;
  PUBLIC_SALES_EMAIL?: string | undefined;
  PUBLIC_SUPPORT_EMAIL?: string | undefined;
  PUBLIC_STREET_ADDRESS?: string | undefined;
  PUBLIC_POSTAL_CODE?: string | undefined;
  PUBLIC_PORTAL_URL?: string | undefined;
  PUBLIC_SITE_URL?: string | undefined;
}

export function readSiteConfig(env: SiteFactsEnv): SiteConfig {
  const placeholders: PlaceholderFact[] = [];
  /** The variable's value, or the placeholder (remembered as one). */
  const fact = (key: keyof SiteConfig, variable: keyof SiteFactsEnv, placeholder: string): string => {
    const value = env[variable];
    if (value) return value;
    placeholders.push({ fact: key, variable, value: placeholder });
    return placeholder;
  };
  const brandName = fact('brandName', 'PUBLIC_BRAND_NAME', 'PrintHaus Fulfillment');
  // 555 numbers are reserved for fiction.
  const phone = fact('phone', 'PUBLIC_PHONE', '(512) 555-0142');
  return {
    brandName,
    legalName: fact('legalName', 'PUBLIC_LEGAL_NAME', `${brandName} LLC`),
    phone,
    phoneHref: `tel:+1${phone.replace(/\D/g, '').slice(-10)}`,
    salesEmail: fact('salesEmail', 'PUBLIC_SALES_EMAIL', 'sales@printhaus.example'),
    supportEmail: fact('supportEmail', 'PUBLIC_SUPPORT_EMAIL', 'support@printhaus.example'),
    streetAddress: fact('streetAddress', 'PUBLIC_STREET_ADDRESS', '1200 Discovery Blvd, Suite 300'),
    city: 'Cedar Park',
    region: 'Texas',
    // Cedar Park's; it moves with the street address (PUBLIC_STREET_ADDRESS), which is flagged.
    postalCode: env.PUBLIC_POSTAL_CODE || '78613',
    hours: 'Monday - Friday, 10:00 AM - 4:00 PM CT',
    hoursCentral: 'Monday - Friday, 10:00 AM - 4:00 PM Central Time',
    portalSignInUrl: fact('portalSignInUrl', 'PUBLIC_PORTAL_URL', 'https://portal.printhaus.example/sign-in'),
    /** Public origin, e.g. https://www.example.com; empty means "the origin the page is served from". */
    siteUrl: (env.PUBLIC_SITE_URL || '').replace(/\/$/, ''),
    placeholders,
  };
}

// Literal process.env reads: the build replaces each with its value in browser code.
export const siteConfig: SiteConfig = readSiteConfig({
  PUBLIC_BRAND_NAME: process.env.PUBLIC_BRAND_NAME,
  PUBLIC_LEGAL_NAME: process.env.PUBLIC_LEGAL_NAME,
  PUBLIC_PHONE: process.env.PUBLIC_PHONE,
  PUBLIC_SALES_EMAIL: process.env.PUBLIC_SALES_EMAIL,
  PUBLIC_SUPPORT_EMAIL: process.env.PUBLIC_SUPPORT_EMAIL,
  PUBLIC_STREET_ADDRESS: process.env.PUBLIC_STREET_ADDRESS,
  PUBLIC_POSTAL_CODE: process.env.PUBLIC_POSTAL_CODE,
  PUBLIC_PORTAL_URL: process.env.PUBLIC_PORTAL_URL,
  PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL,
});

/** One line postal address, e.g. for footers and JSON-LD. */
export const postalAddressLine = `${siteConfig.streetAddress}, ${siteConfig.city}, ${siteConfig.region} ${siteConfig.postalCode}`;
