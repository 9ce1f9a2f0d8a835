// The business's contact and brand facts that stand in with a placeholder until it supplies
// them (a 555 phone number, .example addresses, a made-up brand), each with the build-time
// variable that sets it. siteConfig.ts reads them; placeholders.ts lists the ones left.

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
