import { BrandMark, siteConfig } from '@pod/shared-ui';
import styled from 'styled-components';

// The hero's logo is the brand mark alone (a tee with a print dot, in the theme's colours): the
// header just above already shows the whole lockup, and the brand name twice in one screen read as
// a repeat. Its size is set in rem, not by a line of text, so a font arriving late cannot change
// its height (and so where the heading under it stands).
const Emblem = styled.div`
  width: fit-content;
  line-height: 0;
  svg { display: block; width: 2.25rem; height: auto; }
`;

export function BrandLogo() {
  return (
    <Emblem role="img" aria-label={`${siteConfig.brandName} logo`}>
      <BrandMark />
    </Emblem>
  );
}
