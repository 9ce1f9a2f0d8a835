import { BrandMark, siteConfig } from '@pod/shared-ui';
import styled from 'styled-components';

// The same lockup as the header's, larger: the mark (a tee with a print dot) drawn inline in the
// theme's colours, and the full brand name as text in the page's face, so there is one wordmark.
const Lockup = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.6em;
  color: var(--color-text);
  svg { display: block; flex: none; width: 2.6em; height: auto; }
  span { font-weight: 700; font-size: 1.6em; line-height: 1.1; letter-spacing: 0.01em; }
`;

export function BrandLogo() {
  return (
    <Lockup role="img" aria-label={`${siteConfig.brandName} logo`}>
      <BrandMark />
      <span>{siteConfig.brandName}</span>
    </Lockup>
  );
}
