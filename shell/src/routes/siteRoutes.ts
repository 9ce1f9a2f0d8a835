// Every route the site answers (spec §2), and which remote module renders it.
// Plain data: the shell build writes it to dist/site-routes.json for the server,
// which answers 404 for other paths and preloads each route's remote code.
export const siteRoutes = [
  { path: '/', remote: 'marketing', module: './Home' },
  { path: '/products', remote: 'marketing', module: './Products' },
  { path: '/why-us', remote: 'marketing', module: './WhyUs' },
  { path: '/integration', remote: 'marketing', module: './Integration' },
  { path: '/contact', remote: 'forms', module: './Contact' },
  { path: '/contact-cs', remote: 'forms', module: './ContactCs' },
  { path: '/upload', remote: 'upload', module: './Upload' },
  { path: '/staff/leads', remote: 'upload', module: './StaffLeads' },
  { path: '/terms', remote: 'marketing', module: './Terms' },
  { path: '/faqs', remote: 'marketing', module: './Faqs' },
  { path: '/privacy-policy', remote: 'marketing', module: './PrivacyPolicy' },
] as const;

export type SitePath = (typeof siteRoutes)[number]['path'];
export type RemoteName = (typeof siteRoutes)[number]['remote'];
