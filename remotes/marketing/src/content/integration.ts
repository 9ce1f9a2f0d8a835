export interface IntegrationOption {
  id: 'direct-api' | 'order-desk' | 'csv';
  title: string;
  audience: string;
  summary: string;
  features: readonly string[];
  /**
   * Every option ends in one clear next step: the sales form, its message already saying which
   * option the visitor chose (and asking for what the team needs to answer).
   */
  nextStep: { label: string; message: string };
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
    nextStep: {
      label: 'Talk to our integration team',
      message:
        'Hello, I would like to talk to your integration team about a Direct API Integration. Our platform and monthly order volume: ',
    },
  },
  {
    id: 'order-desk',
    title: 'Order Desk',
    audience: 'For smaller sellers on Amazon, Etsy, Shopify, TikTok Shop, eBay and Walmart',
    summary:
      'Connect your marketplace store through Order Desk and your orders reach us without custom code.',
    features: ['Simple setup', 'Status messaging', 'Business rules and labeling', 'Customer branding'],
    nextStep: {
      label: 'Connect your store',
      message:
        'Hello, I would like to connect my store through Order Desk. Where I sell (Amazon, Etsy, Shopify, TikTok Shop, eBay or Walmart): ',
    },
  },
  {
    id: 'csv',
    title: 'Direct Order Quote & CSV',
    audience: 'For unbranded bulk orders',
    summary:
      'Get a quote, then import your order as a CSV file on our website and pay by credit card. Customers with a portal login can also submit manual orders by CSV upload in the portal.',
    features: ['CSV import on the website', 'Credit card payment', 'Best for unbranded bulk orders'],
    nextStep: {
      label: 'Request a quote',
      message:
        'Hello, I would like a quote for an unbranded bulk order, to send as a CSV file. Products and quantities: ',
    },
  },
];

export const processIntro = {
  title: 'From first call to first order',
  text: 'Whichever option you choose, getting started takes three steps.',
};
