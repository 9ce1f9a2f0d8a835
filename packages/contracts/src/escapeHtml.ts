// The one escape for what the server writes into a page outside React: as React writes text
// and attribute values, so a filled page reads as the page's own components render it.

/** Safe as an element's text and as a quoted attribute value. */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
