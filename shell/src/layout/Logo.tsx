import { Link } from '@pod/router';
import { BrandMark, siteConfig } from '@pod/shared-ui';
import styled from 'styled-components';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  color: var(--color-text);
  text-decoration: none;
  svg { display: block; flex: none; width: 45px; height: 40px; }
  /* The wordmark in the brand face (the page's Inter), like the hero's lockup; a long brand
     name wraps to a second line on a phone rather than pushing the menu off screen. Its cap is
     in em, not ch, so it is the same whichever font lays it out first: the header never wraps
     differently, and so never moves, when the brand font arrives. */
  span { font-weight: 700; font-size: 1.15rem; line-height: 1.1; letter-spacing: 0.01em; max-width: 7em; }
  @media (min-width: 480px) { span { max-width: none; } }
`;

/** The mark (a tee) in the theme's colours, and the brand name as text: one wordmark, one face. */
export function Logo() {
  return (
    <Home to="/" aria-label={`${siteConfig.brandName} home`}>
      <BrandMark />
      <span>{siteConfig.brandName}</span>
    </Home>
  );
}
