// Where each contact form lives and posts, and where a sent message is confirmed: the forms'
// pages render these addresses, the API answers the plain-HTML posts at them.
import type { LeadSource } from './leadShape.ts';

export interface ContactFormPlace {
  /** The page, and where its form posts without JavaScript (same origin, method post). */
  page: '/contact' | '/contact-cs';
  /** Where a sent message is confirmed (303 See Other after the post). */
  sent: '/contact/sent' | '/contact-cs/sent';
  /** What the stored message is marked as. */
  source: LeadSource;
}

export const contactFormPlaces = {
  sales: { page: '/contact', sent: '/contact/sent', source: 'sales' },
  'customer-service': { page: '/contact-cs', sent: '/contact-cs/sent', source: 'customer_service' },
} as const satisfies Record<string, ContactFormPlace>;
