/**
 * The brand mark (a tee with a print dot) in the theme's colours, drawn inline so that light and
 * dark need no second file. Decorative: the brand name beside it is the text. Sized by CSS.
 */
export function BrandMark() {
  return (
    <svg viewBox="3 0 45 40" aria-hidden="true" focusable="false">
      <path fill="var(--color-primary)" d="M12 6l6-3h4a4 4 0 0 0 8 0h4l6 3 6 8-7 4-3-3v22H15V15l-3 3-7-4z" />
      <circle cx="26" cy="20" r="5" fill="var(--color-accent)" />
    </svg>
  );
}
