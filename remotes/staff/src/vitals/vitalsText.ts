import { siteConfig } from '@pod/contracts/siteConfig';
import type { VitalRating } from './vitalThresholds.ts';

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
    metric: 'Metric',
    p75: 'Field p75',
    rating: 'Rating',
    samples: 'Samples',
    lab: 'Lab',
    notMeasured: 'not measured',
  },
  ratings: {
    good: 'Good',
    'needs-improvement': 'Needs improvement',
    poor: 'Poor',
  } satisfies Record<VitalRating, string>,
  thresholdsTitle: 'What the ratings mean',
  thresholdsIntro:
    "Google's Core Web Vitals thresholds, applied to the field p75: the value three visits in four stayed within.",
  thresholdsHeaders: { metric: 'Metric', good: 'Good', poor: 'Poor' },
  thresholdGood: (limit: string) => `up to ${limit}`,
  thresholdPoor: (limit: string) => `over ${limit}`,
  thresholdNeeds: 'Anything between is rated Needs improvement.',
  metricNames: {
    LCP: 'Largest Contentful Paint',
    INP: 'Interaction to Next Paint',
    CLS: 'Cumulative Layout Shift',
    FCP: 'First Contentful Paint',
    TTFB: 'Time to First Byte',
  },
  /** What each metric means to a visitor, for the ratings' key. */
  metricMeanings: {
    LCP: 'main content shown',
    INP: 'answer to a tap or key',
    CLS: 'how much the page jumps',
    FCP: 'first text or image',
    TTFB: 'server starts answering',
  },
  otherRoute: 'Other (pages not found)',
  labNote: (measuredAt: string, method: string) =>
    `Lab: test loads of each page on ${measuredAt} (${method}). They run the same way every time, so they show whether the site itself got faster or slower; with no one tapping and no real network they give no INP or TTFB.`,
  noLab:
    'No lab figures yet: the test loads have not been run for this version of the site. The field figures above are complete without them.',
  privacy:
    'Each figure is a count per day, page and range of values: no address, browser, cookie or full URL is stored. The beacon limit counts visitors in server memory only, by a keyed hash of the address that changes daily.',
} as const;
