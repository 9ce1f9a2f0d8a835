// What `npm run shots` photographs: every route, at a phone and a desktop width, in both themes.
import { siteRoutes } from '../support/routes.ts';

export const shotWidths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export const shotThemes = ['light', 'dark'] as const;

export type ShotTheme = (typeof shotThemes)[number];

export interface Shot {
  route: string;
  viewport: (typeof shotWidths)[number];
  theme: ShotTheme;
  /** File name inside the output folder. */
  file: string;
}

const slug = (route: string): string =>
  route === '/' ? 'home' : route.replace(/^\//, '').replace(/\//g, '-');

export const shots: readonly Shot[] = siteRoutes.flatMap((route) =>
  shotWidths.flatMap((viewport) =>
    shotThemes.map((theme) => ({
      route,
      viewport,
      theme,
      file: `${slug(route)}-${viewport.width}-${theme}.png`,
    })),
  ),
);
