export interface LegalSection {
  /** Anchor id, linked from the table of contents. */
  id: string;
  title: string;
  paragraphs: readonly string[];
}
