// The staff member of a request written into a page's signed-in prerender, as the staff
// remote's components render it for them (its test renders both and compares): in the island's
// props, then wherever the page shows them ("Signed in as …").
import { type SignedInStaff, STAFF_PROP, STAFF_SLOT, staffProp } from '@pod/contracts/signedInStaff';
import { fillPage } from './fillPage.ts';
import type { PageEdits } from './pageEdits.ts';
import { slotEdits } from './slotEdits.ts';

/** The slots the signed-in prerender holds, for mapping it. */
export const STAFF_SLOTS = [STAFF_SLOT.id, STAFF_SLOT.username];

export function signedInStaffEdits(edits: PageEdits, staff: SignedInStaff): void {
  // The prop is JSON inside JSON: set whole, so a quote in a name stays a quote.
  const slotProp = staffProp(STAFF_SLOT);
  for (const island of edits.map.withAttribute('data-props')) {
    const props = edits.props(island);
    if (props?.[STAFF_PROP] === slotProp)
      edits.setProps(island, { ...props, [STAFF_PROP]: staffProp(staff) });
  }
  slotEdits(edits, STAFF_SLOT.username, staff.username);
  slotEdits(edits, STAFF_SLOT.id, staff.id);
}

/** The signed-in prerender `html` with `staff` written in: for a page read once (a test). */
export const fillSignedInStaff = (html: string, staff: SignedInStaff): string =>
  fillPage(html, (edits) => signedInStaffEdits(edits, staff), STAFF_SLOTS);
