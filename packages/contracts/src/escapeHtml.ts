// Text put into HTML the server writes by string work, where React does not escape it.

/** Safe as an element's text and as a double-quoted attribute value. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
