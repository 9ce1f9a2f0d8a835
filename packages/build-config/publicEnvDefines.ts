// The site config's overrides (process.env.PUBLIC_*), baked into every app's code at build time.

const KNOWN_KEYS = [
  'PUBLIC_BRAND_NAME',
  'PUBLIC_LEGAL_NAME',
  'PUBLIC_PHONE',
  'PUBLIC_SALES_EMAIL',
  'PUBLIC_SUPPORT_EMAIL',
  'PUBLIC_STREET_ADDRESS',
  'PUBLIC_POSTAL_CODE',
  'PUBLIC_PORTAL_URL',
  'PUBLIC_PRODUCT_BRANDS',
  'PUBLIC_SITE_URL',
];

/** process.env.PUBLIC_* values as `source.define` entries (unset known keys become ''). */
export function publicEnvDefines(): Record<string, string> {
  const keys = [...KNOWN_KEYS, ...Object.keys(process.env).filter((key) => key.startsWith('PUBLIC_'))];
  return Object.fromEntries(
    [...new Set(keys)].map((key) => [`process.env.${key}`, JSON.stringify(process.env[key] ?? '')]),
  );
}
