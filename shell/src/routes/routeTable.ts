import type { ComponentType } from 'react';
import type { RemoteName, SitePath } from './siteRoutes.ts';

type PageModule = { default: ComponentType };

export interface RouteEntry {
  path: SitePath;
  remote: RemoteName;
  /** Static import specifiers so Module Federation can wire each page lazily. */
  load: () => Promise<PageModule>;
}

export const routeTable: readonly RouteEntry[] = [
  { path: '/', remote: 'marketing', load: () => import('marketing/Home') },
  { path: '/products', remote: 'marketing', load: () => import('marketing/Products') },
  { path: '/why-us', remote: 'marketing', load: () => import('marketing/WhyUs') },
  { path: '/integration', remote: 'marketing', load: () => import('marketing/Integration') },
  { path: '/terms', remote: 'marketing', load: () => import('marketing/Terms') },
  { path: '/faqs', remote: 'marketing', load: () => import('marketing/Faqs') },
  { path: '/privacy-policy', remote: 'marketing', load: () => import('marketing/PrivacyPolicy') },
  { path: '/contact', remote: 'forms', load: () => import('forms/Contact') },
  { path: '/contact-cs', remote: 'forms', load: () => import('forms/ContactCs') },
  { path: '/upload', remote: 'upload', load: () => import('upload/Upload') },
  { path: '/staff/leads', remote: 'upload', load: () => import('upload/StaffLeads') },
];
