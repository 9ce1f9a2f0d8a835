import { font, siteConfig } from '@pod/shared-ui';

/**
 * The hero's logo: this room's own copy of the brand mark, drawn inline so it takes
 * its colours from the theme tokens (light and dark variants without a second file
 * or an extra request). Mark: a T-shirt with a print dot, as in the header logo.
 */
export function BrandLogo({ width = 260 }: { width?: number }) {
  const height = Math.round((width * 56) / 260);
  return (
    <svg
      role="img"
      aria-label={`${siteConfig.brandName} logo`}
      width={width}
      height={height}
      viewBox="0 0 260 56"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        fill="var(--color-primary)"
        d="M15 9l9-4h6a6 6 0 0 0 12 0h6l9 4 9 11-10 6-5-4v30H21V22l-5 4-10-6z"
      />
      <circle cx="36" cy="29" r="7" fill="var(--color-accent)" />
      <text
        x="76"
        y="37"
        fill="var(--color-text)"
        fontFamily={font.heading}
        fontSize="27"
        fontWeight="700"
        letterSpacing="-.3"
      >
        {siteConfig.brandName.split(' ')[0]}
      </text>
    </svg>
  );
}
