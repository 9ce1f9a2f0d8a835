import { siteConfig } from '@pod/contracts/siteConfig';
import type { LegalSection } from './legalTypes.ts';

const company = siteConfig.legalName;
const brand = siteConfig.brandName;

export const termsIntro = `These Terms and Conditions govern your use of the ${brand} website and the products and services of ${company}. Please read them carefully.`;

export const termsSections: readonly LegalSection[] = [
  {
    id: 'terms-of-use',
    title: '1. Terms of Use and Acceptance',
    paragraphs: [
      `By accessing or using this website, or by placing an order, you agree to these Terms and Conditions and to our Privacy Policy. If you do not agree, do not use the website or our services.`,
    ],
  },
  {
    id: 'modifications',
    title: '2. Modifications',
    paragraphs: [
      'We may change these terms at any time by posting the updated version on this page. Changes apply from the time they are posted; continuing to use the website after a change means you accept it.',
    ],
  },
  {
    id: 'definitions',
    title: '3. Definitions',
    paragraphs: [
      `"Company", "we", "us" and "our" mean ${company}. "You" and "customer" mean the person or business using the website or placing orders. "Products" means the apparel and other goods we decorate and supply. "User Content" means artwork, images, text and other material you submit to us.`,
    ],
  },
  {
    id: 'intellectual-property',
    title: '4. Intellectual Property',
    paragraphs: [
      'The website, its text, graphics, logos, software and design are owned by the Company or its licensors and are protected by intellectual property laws. You may not copy, modify or distribute them without our written permission.',
    ],
  },
  {
    id: 'use-of-site',
    title: '5. Use of Site',
    paragraphs: [
      'You may use the website for lawful business purposes: to learn about our services, contact us and manage orders. You are responsible for keeping the information you give us accurate and current.',
    ],
  },
  {
    id: 'prohibited-conduct',
    title: '6. Prohibited Conduct',
    paragraphs: [
      'You may not use the website to break any law, infringe the rights of others, upload malicious code, interfere with the website or its security, scrape it in bulk, or submit content that is unlawful, defamatory, obscene or infringing.',
    ],
  },
  {
    id: 'third-party-links',
    title: '7. Third-Party Links',
    paragraphs: [
      'The website may link to sites we do not control, such as marketplaces and carriers. We are not responsible for their content or practices; visiting them is at your own risk.',
    ],
  },
  {
    id: 'user-content',
    title: '8. User Content and Submissions',
    paragraphs: [
      'You are responsible for the User Content you submit and confirm that you own it or have permission to use it, including a release from the rights holder for copyrighted material.',
      'By submitting User Content you grant the Company a perpetual, worldwide, royalty-free, non-exclusive right to use, reproduce and display it for the purpose of providing our services and operating our business.',
    ],
  },
  {
    id: 'accounts',
    title: '9. Accounts and Registration',
    paragraphs: [
      'Some services, such as the customer portal, need an account. Keep your login details confidential; you are responsible for all activity under your account. Tell us at once if you suspect unauthorised use.',
    ],
  },
  {
    id: 'product-display',
    title: '10. Product Display and Variance',
    paragraphs: [
      'We try to show products and colors accurately, but screens vary and garments differ between dye lots. Small variations in color, size and print placement are normal and are not defects.',
    ],
  },
  {
    id: 'dmca',
    title: '11. DMCA Notices',
    paragraphs: [
      `If you believe material on our website or a product we produced infringes your copyright, send a notice under the Digital Millennium Copyright Act to ${siteConfig.supportEmail}, identifying the work, the infringing material, your contact details and a statement of good faith, signed by you or your agent.`,
    ],
  },
  {
    id: 'privacy',
    title: '12. Privacy',
    paragraphs: [
      'Our Privacy Policy explains how we collect and use personal information. It forms part of these terms.',
    ],
  },
  {
    id: 'payment',
    title: '13. Payment, Pricing and Taxes',
    paragraphs: [
      'Prices can change without notice. You are responsible for all applicable taxes, shipping and handling charges.',
      'Payment is due in full when you place an order, or according to the terms of your invoice. Late payments may carry finance charges.',
    ],
  },
  {
    id: 'orders-shipping-returns',
    title: '14. Orders, Shipping and Returns',
    paragraphs: [
      'All orders are subject to acceptance by the Company. Risk of loss passes to you when the order is shipped.',
      'Returns need advance authorization from us and may carry restocking fees. Customized, discontinued or closeout items are not returnable except in the case of a Company error.',
    ],
  },
  {
    id: 'warranties-liability',
    title: '15. Warranties and Limitation of Liability',
    paragraphs: [
      'The website and services are provided "as is". To the extent the law allows, we disclaim all implied warranties, and our total liability for any claim is limited to the amount you paid for the order concerned. We are not liable for indirect, incidental or consequential damages.',
    ],
  },
  {
    id: 'indemnification',
    title: '16. Indemnification',
    paragraphs: [
      'You agree to defend and indemnify the Company against claims, losses and costs arising from your User Content, your use of the website or your breach of these terms, including claims of intellectual property infringement.',
    ],
  },
  {
    id: 'termination',
    title: '17. Termination',
    paragraphs: [
      'We may suspend or end your access to the website or services at any time if you breach these terms. Sections that by their nature should survive termination, such as payment, indemnification and limitation of liability, continue to apply.',
    ],
  },
  {
    id: 'governing-law',
    title: '18. Governing Law',
    paragraphs: [
      `These terms are governed by the laws of the State of ${siteConfig.region}, without regard to conflict-of-law rules. Disputes will be resolved in the courts of Williamson County, ${siteConfig.region}.`,
    ],
  },
  {
    id: 'severability',
    title: '19. Severability',
    paragraphs: [
      'If any part of these terms is found unenforceable, the rest remains in full force and effect.',
    ],
  },
  {
    id: 'other-provisions',
    title: '20. Other Provisions',
    paragraphs: [
      `These terms are the entire agreement between you and the Company about the website. Our failure to enforce a provision is not a waiver. Questions about these terms: ${siteConfig.supportEmail}.`,
    ],
  },
];
