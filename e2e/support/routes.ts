import { builtRoutes } from './builtRoutes.ts';

/** Every route of the site (spec §2) plus one unknown path, for suites that walk them all. */
export const siteRoutes: readonly string[] = [
  ...builtRoutes().map((route) => route.path),
  '/this-page-does-not-exist',
];
