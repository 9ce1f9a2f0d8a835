export type Verdict = 'good' | 'warning' | 'problem';

export type CheckId =
  | 'resolution'
  | 'margins'
  | 'dpi-tag'
  | 'background'
  | 'partial-transparency'
  | 'colour-mode'
  | 'aspect-ratio'
  | 'thin-lines'
  | 'narrow-gaps';

/** One check's outcome, as the page shows it. */
export interface Check {
  id: CheckId;
  title: string;
  verdict: Verdict;
  /** The measured value, in words. */
  measured: string;
  /** What to do about it, in plain words. */
  fix: string;
  /** The FAQ answer that explains it. */
  faq: { href: string; label: string };
}
