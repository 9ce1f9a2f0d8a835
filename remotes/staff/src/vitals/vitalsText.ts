import { siteConfig } from '@pod/contracts/siteConfig';

// Every visible string of the staff Web Vitals page.
export const vitalsText = {
  pageTitle: 'Web Vitals',
  documentTitle: `Web Vitals | ${siteConfig.brandName}`,
  subtitle: "How fast real visitors' pages load and respond, beside the lab's figures.",
  metaDescription: "Staff report of real visitors' Web Vitals per page.",
  signInIntro: 'The Web Vitals report is for staff. Sign in to read it.',
  loading: 'Loading the report...',
  error: 'Could not load the report. Please try again.',
  empty: (days: number) => `No visits measured in the last ${days} days yet.`,
  refresh: 'Refresh',
  toLeads: 'Leads inbox',
  caption: (days: number, fromDay: string) =>
    `75th percentile of real visits per page, last ${days} days (since ${fromDay}, UTC)`,
  table: {
    route: 'Page',
    metric: 'Metric',
    p75: 'Field p75',
    samples: 'Samples',
    lab: 'Lab',
    notMeasured: 'not measured',
  },
  metricNames: {
    LCP: 'Largest Contentful Paint',
    INP: 'Interaction to Next Paint',
    CLS: 'Cumulative Layout Shift',
    FCP: 'First Contentful Paint',
    TTFB: 'Time to First Byte',
  },
  otherRoute: 'Other (pages not found)',
  labNote: (measuredAt: string, method: string) =>
    `Lab figures: npm run bench on ${measuredAt}; ${method}. The lab measures no INP or TTFB.`,
  noLab: 'No lab figures: docs/lab-vitals.json is missing. Run npm run bench to write it.',
  privacy:
    'Each figure is a count per day, page and range of values: no address, browser, cookie or full URL is stored. The beacon limit counts visitors in server memory only, by a keyed hash of the address that changes daily.',
} as const;
