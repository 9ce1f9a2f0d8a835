export interface IntegrationOption {
  id: 'direct-api' | 'order-desk' | 'csv';
  title: string;
  audience: string;
  summary: string;
  features: readonly string[];
  /** Where the option leads: every option ends in one clear next step. */
  nextStep: { label: string; to: string };
}

export const integrationIntro =
  'However you sell, there is a simple way to send us your orders. Choose the option that fits your size and your systems.';

export const integrationOptions: readonly IntegrationOption[] = [
  {
    id: 'direct-api',
    title: 'Direct API Integration',
    audience: 'For larger businesses',
    summary:
      'Connect your own platform to our documented API and send orders automatically, with full control over how each product looks and ships.',
    features: [
      'Documented API',
      'Flexibility in branding, product and image placement',
      'Invoice billing',
      'Order status messaging',
      'Real-time portal',
    ],
    nextStep: { label: 'Talk to our integration team', to: '/contact' },
  },
  {
    id: 'order-desk',
    title: 'Order Desk',
    audience: 'For smaller sellers on Amazon, Etsy, Shopify, TikTok Shop, eBay and Walmart',
    summary:
      'Connect your marketplace store through Order Desk and your orders reach us without custom code.',
    features: ['Simple setup', 'Status messaging', 'Business rules and labeling', 'Customer branding'],
    nextStep: { label: 'Connect your store', to: '/contact' },
  },
  {
    id: 'csv',
    title: 'Direct Order Quote & CSV',
    audience: 'For unbranded bulk orders',
    summary:
      'Get a quote, then import your order as a CSV file on our website and pay by credit card. Customers with a portal login can also submit manual orders by CSV upload in the portal.',
    features: ['CSV import on the website', 'Credit card payment', 'Best for unbranded bulk orders'],
    nextStep: { label: 'Request a quote', to: '/contact' },
  },
];

export const processIntro = {
  title: 'From first call to first order',
  text: 'Whichever option you choose, getting started takes three steps.',
};
