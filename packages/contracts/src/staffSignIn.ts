// Staff sign-in as a plain HTML form: where the staff pages' sign-in card posts, and the hidden
// field that names the page to return to (a staff page of the route table; checked by the server).
export const STAFF_SIGN_IN_ACTION = '/staff/sign-in';
export const NEXT_PAGE_FIELD = 'next';
