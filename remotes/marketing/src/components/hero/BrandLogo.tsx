import { siteConfig } from '@pod/shared-ui';
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
      <svg viewBox="3 0 45 40" aria-hidden="true" focusable="false">
        <path
          fill="var(--color-primary)"
          d="M12 6l6-3h4a4 4 0 0 0 8 0h4l6 3 6 8-7 4-3-3v22H15V15l-3 3-7-4z"
        />
        <circle cx="26" cy="20" r="5" fill="var(--color-accent)" />
      </svg>
      <span>{siteConfig.brandName}</span>
    </Lockup>
  );
}
