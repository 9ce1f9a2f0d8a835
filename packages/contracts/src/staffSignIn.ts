// Staff sign-in as a plain HTML form: where the staff pages' sign-in card posts, and the hidden
// field that names the page to return to (a staff page of the route table; checked by the server).
export const STAFF_SIGN_IN_ACTION = '/staff/sign-in';
export const NEXT_PAGE_FIELD = 'next';

// Sign-out as a plain HTML form too: the signed-in page the server sends works before (or
// without) its island. It carries the same NEXT_PAGE_FIELD and answers 303 to that page.
export const STAFF_SIGN_OUT_ACTION = '/staff/sign-out';

/**
 * The sign-in card's heading: a sign-out answered by the server returns to its page at this
 * fragment, and the page moves focus there (as the island does signing out in place).
 */
export const STAFF_SIGN_IN_TITLE_ID = 'staff-sign-in-title';
