// Each marketing page's visible <h1>, by page (its head is in src/routes.ts).
export const pageHeadings = {
  Home: "Let's Make Your Print-on-Demand Apparel Sales More Profitable",
  Products: 'Products',
  WhyUs: 'Why Us',
  Integration: 'Integration Options',
  Terms: 'Terms & Conditions',
  Faqs: 'Frequently Asked Questions',
  PrivacyPolicy: 'Privacy Policy',
} as const;
