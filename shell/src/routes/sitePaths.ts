// Every path the site answers (spec §2). Plain data: the server reads it too.
export const sitePaths = [
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
] as const;

export type SitePath = (typeof sitePaths)[number];
