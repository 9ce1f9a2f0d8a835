// The brand typeface (Inter) for build-time output that cannot use the web font: the og image
// (text drawn as vector paths, so it looks the same on any build machine, with or without
// system fonts) and the design-guidelines PDF (embedded). Static instances from
// @fontsource/inter, the same family as the site's variable font.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const fontFile = (weight: 400 | 700): Buffer =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

export const brandFontRegular = (): Buffer => fontFile(400);
export const brandFontBold = (): Buffer => fontFile(700);
