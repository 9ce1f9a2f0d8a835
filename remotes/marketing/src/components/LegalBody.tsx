import { media, Section } from '@pod/shared-ui';
import styled from 'styled-components';

/**
 * The body of a legal page. The page header above already ends with its own padding, so the
 * section adds little more: on phones the two paddings together left a screenful of white
 * between the title and the contents. Wide screens: the contents stand beside the text, held in
 * view while it scrolls, instead of a full-width box over one narrow column.
 */
// The text colour, thinned: darker than the surface in the light theme, lighter in the dark one.
const shade = 'color-mix(in srgb, var(--color-text) 30%, transparent)';

export const LegalBody = styled(Section)`
  padding-top: 0.5rem;
  ${media.md} { padding-top: 1.5rem; }
  ${media.lg} {
    & > div {
      display: grid;
      grid-template-columns: minmax(14rem, 20rem) minmax(0, 65ch);
      column-gap: 3rem;
      justify-content: center;
      align-items: start;
    }
    & > div > * { grid-column: 2; }
    & > div > nav[aria-labelledby='toc-heading'] {
      grid-column: 1;
      grid-row: 1 / span 100;
      position: sticky;
      top: 5.5rem;
      max-height: calc(100vh - 7rem);
      overflow-y: auto;
      margin-bottom: 0;
      /* On a screen too short for every entry the box scrolls: a shade along the edge where more
         entries lie says so. The surface-coloured covers scroll with the entries (local) and hide
         the shade once that end is reached. */
      background:
        linear-gradient(var(--color-surface) 40%, transparent) top / 100% 2.5rem no-repeat local,
        linear-gradient(transparent, var(--color-surface) 60%) bottom / 100% 2.5rem no-repeat local,
        linear-gradient(${shade}, transparent) top / 100% 1rem no-repeat scroll,
        linear-gradient(transparent, ${shade}) bottom / 100% 1rem no-repeat scroll,
        var(--color-surface);
    }
    & > div > nav[aria-labelledby='toc-heading'] ol { columns: auto; }
  }
`;
