// The server's side of signedInStaff.ts: writes the staff member of a request into a page's
// signed-in prerender by string work, as React would have rendered the page for them (the staff
// remote's test renders both and compares). React writes an attribute value and text escaped;
// the island's props are JSON in the wrapper's data-props attribute.
import { escapeHtml } from './escapeHtml.ts';
import { type SignedInStaff, STAFF_PROP, STAFF_SLOT, staffProp } from './signedInStaff.ts';

const escapeAttribute = (text: string): string => escapeHtml(text).replace(/'/g, '&#x27;');

/** The island's staff prop as it stands inside data-props: a JSON string, attribute-escaped. */
const propInAttribute = (staff: SignedInStaff): string =>
  escapeAttribute(`${JSON.stringify(STAFF_PROP)}:${JSON.stringify(staffProp(staff))}`);

/**
 * The signed-in prerender with `staff` in place of its slots: first in the island's props, then
 * wherever the page shows them (the username in "Signed in as …"), escaped. Run on the build's
 * HTML before anything from a request goes in, so a slot's letters in an uploaded file name (a
 * live list filled later) are never taken for it.
 */
export function fillSignedInStaff(html: string, staff: SignedInStaff): string {
  return html
    .replaceAll(propInAttribute(STAFF_SLOT), () => propInAttribute(staff))
    .replaceAll(STAFF_SLOT.username, () => escapeHtml(staff.username))
    .replaceAll(STAFF_SLOT.id, () => escapeHtml(staff.id));
}
