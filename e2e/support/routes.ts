/** Every route of the site (spec §2), for suites that walk them all. */
export const siteRoutes = [
  '/',
  '/products',
  '/why-us',
  '/integration',
  '/contact',
  '/contact-cs',
  '/upload',
  '/terms',
  '/faqs',
  '/privacy-policy',
  '/this-page-does-not-exist',
] as const;
