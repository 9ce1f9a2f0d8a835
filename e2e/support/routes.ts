import { siteRoutes as shellRoutes } from '../../shell/src/routes/siteRoutes.ts';

/** Every route of the site (spec §2) plus one unknown path, for suites that walk them all. */
export const siteRoutes = [...shellRoutes.map((route) => route.path), '/this-page-does-not-exist'] as const;
