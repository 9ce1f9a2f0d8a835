// Where each contact form lives and posts, and where a sent message is confirmed: the forms'
// pages render these addresses, the API answers the plain-HTML posts at them.

/** Which form a message came from: the sales form (/contact) or customer service (/contact-cs). */
export type LeadSource = 'sales' | 'customer_service';
export const leadSources: readonly LeadSource[] = ['sales', 'customer_service'];

export interface ContactFormPlace {
  /** The page of the form. */
  page: '/contact' | '/contact-cs';
  /**
   * Where its form posts without JavaScript (same origin, method post). Not the page's own
   * address: a browser drops its cached copy of an address posted to, and Back to the form
   * would then fetch a new page with a new key, so Back then Send would store the message twice.
   */
  action: '/contact/messages' | '/contact-cs/messages';
  /** Where a sent message is confirmed (303 See Other after the post). */
  sent: '/contact/sent' | '/contact-cs/sent';
  /** What the stored message is marked as. */
  source: LeadSource;
}

export const contactFormPlaces = {
  sales: { page: '/contact', action: '/contact/messages', sent: '/contact/sent', source: 'sales' },
  'customer-service': {
    page: '/contact-cs',
    action: '/contact-cs/messages',
    sent: '/contact-cs/sent',
    source: 'customer_service',
  },
} as const satisfies Record<string, ContactFormPlace>;
