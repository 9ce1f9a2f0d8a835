import { siteConfig } from '@pod/shared-ui/siteConfig';

// Every text of the page, as typed data.
export const filecheckPageText = {
  heading: 'Check Your Print File',
  intro: 'This page belongs to the filecheck team.',
  title: `Check Your Print File | ${siteConfig.brandName}`,
  description: 'Check Your Print File: a page of the filecheck remote.',
};
