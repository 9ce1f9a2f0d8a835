import { postalAddressLine, siteConfig } from '@pod/contracts/siteConfig';
import { facts, listInWords } from './facts.ts';
import type { LegalSection } from './legalTypes.ts';

const company = siteConfig.legalName;

export const privacyEffectiveDate = facts.privacyEffectiveDate;

export const privacyIntro = `${company} ("we", "us") operates this website. This policy explains what personal information we collect, how we use and share it, and the choices you have.`;

export const privacySections: readonly LegalSection[] = [
  {
    id: 'scope',
    title: 'Scope',
    paragraphs: [
      'This policy applies to information collected through this website, our customer portal, our API and our communications with you. It does not apply to sites run by others that we link to.',
    ],
  },
  {
    id: 'agreement',
    title: 'Agreement',
    paragraphs: [
      'By using our website or services you agree to this policy. If you do not agree, please do not use them.',
    ],
  },
  {
    id: 'information-collect',
    title: 'Information We Collect',
    paragraphs: [
      'Information you give us: your name, e-mail address, company, phone number and messages when you contact us; account, billing and shipping details when you become a customer; and artwork you submit for printing.',
      'Information collected automatically: your IP address, browser type, pages visited and similar technical data, collected through server logs and cookies.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    paragraphs: [
      `We use ${listInWords(facts.cookieKinds)} cookies. Strictly necessary cookies make the site and portal work; analytical cookies help us understand how the site is used; functional cookies remember your choices, such as your color theme. You can block or delete cookies in your browser, but some features may stop working.`,
    ],
  },
  {
    id: 'children',
    title: "Children's Privacy",
    paragraphs: [
      `Our services are not intended for users under ${facts.minimumUserAge}, and we do not knowingly collect personal information from children under ${facts.minimumUserAge}. If you believe a child has given us information, contact us and we will delete it.`,
    ],
  },
  {
    id: 'use',
    title: 'How We Use Information',
    paragraphs: [
      'We use information to answer your requests, process and ship orders, bill you, provide customer service, improve our website and services, keep them secure and meet legal obligations. We send marketing e-mail only where allowed, and you can opt out at any time.',
    ],
  },
  {
    id: 'disclosure',
    title: 'Disclosure of Information',
    paragraphs: [
      'We do not sell your personal information. We share it only with service providers who help us run our business (such as carriers, payment processors and hosting providers) under confidentiality obligations, when the law requires it, or in connection with a sale or merger of our business.',
    ],
  },
  {
    id: 'choices',
    title: 'Your Choices',
    paragraphs: [
      'You can ask us to access, correct or delete your personal information, opt out of marketing e-mail through the link in each message, and control cookies through your browser settings.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    paragraphs: [
      'We use reasonable technical and organisational measures to protect personal information, including encrypted connections. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
    ],
  },
  {
    id: 'links',
    title: 'Links to Other Sites',
    paragraphs: [
      'Our website links to other sites, such as marketplaces and carriers. Their privacy practices are governed by their own policies.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy from time to time. The effective date at the top shows when it last changed; significant changes will be highlighted on this page.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact Us',
    paragraphs: [
      `Questions about this policy or your personal information? Write to ${company}, ${postalAddressLine}, or e-mail ${siteConfig.supportEmail}.`,
    ],
  },
];

export const privacyContact = {
  company,
  address: postalAddressLine,
  email: siteConfig.supportEmail,
} as const;
