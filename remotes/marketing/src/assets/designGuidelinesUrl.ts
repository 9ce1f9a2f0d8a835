declare const __MARKETING_DESIGN_GUIDELINES_PDF__: string | undefined;

/** The generated best-practices PDF (hashed name, served from this remote's dist). */
export const designGuidelinesUrl: string =
  typeof __MARKETING_DESIGN_GUIDELINES_PDF__ === 'undefined'
    ? '/design-guidelines.pdf'
    : __MARKETING_DESIGN_GUIDELINES_PDF__;
