// Every text of the two form pages, as typed data (spec §2 and §8); the fields' labels are the
// field table's (@pod/contracts/contactFields).
import { type ContactFieldTable, contactFieldTable, fieldsOf } from '@pod/contracts/contactFields';
import { type ContactFormPlace, contactFormPlaces } from '@pod/contracts/contactForms';
import { siteConfig } from '@pod/contracts/siteConfig';

export interface FormContent {
  /** The card heading above the form. */
  title: string;
  /** API endpoint the hydrated form sends its JSON to. */
  endpoint: '/api/contacts' | '/api/contacts/cs';
  /** Where the form posts without JavaScript, and where that post's success is shown. */
  place: ContactFormPlace;
  /** The fields the form asks for, in order (its own of the field table). */
  fields: ContactFieldTable;
  submitLabel: string;
  pendingLabel: string;
  /** Where the form's requests also reach by e-mail (shown under the button). */
  email: string;
  success: { title: string; description: string };
  failure: { title: string; description: string };
}

export interface PageContent {
  meta: { title: string; description: string };
  /** The head of the page a plain-HTML post lands on once the message is stored. */
  sentMeta: { title: string; description: string; robots: 'noindex' };
  heading: string;
  subtitle: string;
  form: FormContent;
}

const failure = { title: 'Error sending message', description: 'Please try again later.' };

export const salesContact: PageContent = {
  meta: {
    title: `Contact Us | ${siteConfig.brandName}`,
    description:
      'Contact our sales team about DTF printing, embroidery, UV flatbed, screen printing, drop shipping and API integration. We reply within 24 hours.',
  },
  sentMeta: {
    title: `Message sent | ${siteConfig.brandName}`,
    description: "Your message reached our sales team. We'll get back to you within 24 hours.",
    robots: 'noindex',
  },
  heading: 'Ready to transform your print-on-demand business?',
  subtitle:
    'Tell us about your brand and what you sell. Our sales team will get back to you within 24 hours with pricing, samples and next steps.',
  form: {
    title: 'Get in Touch',
    endpoint: '/api/contacts',
    place: contactFormPlaces.sales,
    fields: fieldsOf(contactFieldTable, contactFormPlaces.sales.source),
    submitLabel: 'Send Message',
    pendingLabel: 'Sending...',
    email: siteConfig.salesEmail,
    success: { title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." },
    failure,
  },
};

export const customerService: PageContent = {
  meta: {
    title: `Customer Service | ${siteConfig.brandName}`,
    description:
      'Get help with existing orders and accounts: order status and tracking, billing, product quality, returns and refunds, and technical support.',
  },
  sentMeta: {
    title: `Request sent | ${siteConfig.brandName}`,
    description: 'Your request reached our customer service team. They will respond within 24 hours.',
    robots: 'noindex',
  },
  heading: 'Customer Service',
  subtitle: 'Need help with an existing order or your account? Our customer service team is here to help.',
  form: {
    title: 'Get Customer Support',
    endpoint: '/api/contacts/cs',
    place: contactFormPlaces['customer-service'],
    fields: fieldsOf(contactFieldTable, contactFormPlaces['customer-service'].source),
    submitLabel: 'Contact Customer Service',
    pendingLabel: 'Sending...',
    email: siteConfig.supportEmail,
    success: {
      title: 'Customer Service request sent!',
      description: 'Our customer service team will respond within 24 hours.',
    },
    failure,
  },
};

/** The two forms by name: how a page names its form to the island that renders it. */
export const pageContentOf = { sales: salesContact, 'customer-service': customerService } as const;
export type FormName = keyof typeof pageContentOf;

export const helpTopics: readonly string[] = [
  'Order status and tracking',
  'Account management and billing',
  'Product quality concerns',
  'Returns and refunds',
  'Technical support',
];

/** The line under the submit button: the form sends with or without JavaScript, e-mail is the other way. */
export const emailNote = 'Prefer e-mail? You can also write to us at';

/** The page a sent message lands on after a plain-HTML post (303 See Other). */
export const sentPage = {
  back: 'Send another message',
  home: 'Back to Home',
} as const;
