// The business's facts that stand in with a placeholder until it supplies them (a 555 phone
// number, .example addresses, a made-up brand), each with the build-time variable that sets it.
// siteConfig.ts reads them; `npm run launch-check` and a production start list the ones still
// at their placeholder.

export const placeholderFacts = {
  brandName: { variable: 'PUBLIC_BRAND_NAME', value: 'PrintHaus Fulfillment' },
  legalName: { variable: 'PUBLIC_LEGAL_NAME', value: 'PrintHaus Fulfillment LLC' },
  // 555 numbers are reserved for fiction.
  phone: { variable: 'PUBLIC_PHONE', value: '(512) 555-0142' },
  salesEmail: { variable: 'PUBLIC_SALES_EMAIL', value: 'sales@printhaus.example' },
  supportEmail: { variable: 'PUBLIC_SUPPORT_EMAIL', value: 'support@printhaus.example' },
  streetAddress: { variable: 'PUBLIC_STREET_ADDRESS', value: '1200 Discovery Blvd, Suite 300' },
  portalSignInUrl: { variable: 'PUBLIC_PORTAL_URL', value: 'https://portal.printhaus.example/sign-in' },
} as const;

export type PlaceholderFactName = keyof typeof placeholderFacts;

export interface PlaceholderFact {
  fact: PlaceholderFactName;
  variable: string;
  value: string;
}

/** The facts whose variable is not set in `env`: visitors would see the placeholder. */
export function placeholdersIn(env: Record<string, string | undefined>): PlaceholderFact[] {
  return (Object.entries(placeholderFacts) as [PlaceholderFactName, { variable: string; value: string }][])
    .filter(([, { variable }]) => !env[variable])
    .map(([fact, { variable, value }]) => ({ fact, variable, value }));
}
