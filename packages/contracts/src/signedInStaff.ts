// A staff page the server answers signed in: the session is known to the server, so the page it
// sends already shows the signed-in first screen (the upload card, "Signed in as …"), and the
// island that later hydrates it starts from the same staff member. The staff remote prerenders
// each staff page twice at build time: signed out (for everyone) and signed in, with slots for
// the staff member that the server fills per request (@pod/page-fill/signedInStaff). These names are
// what the remote, the server and the island agree on. No React here.

/** Who is signed in, as GET /api/auth/me answers it. */
export interface SignedInStaff {
  id: string;
  username: string;
}

/**
 * The island prop that carries the signed-in staff member (as JSON: island props are flat).
 * Absent: the island finds out itself (the signed-in hint, then GET /api/auth/me).
 */
export const STAFF_PROP = 'staff';

/**
 * The staff member the signed-in prerender is rendered for: letters only, so each reads the same
 * in text, in an attribute and in JSON, and appears nowhere else in a build's HTML.
 */
export const STAFF_SLOT: SignedInStaff = { id: 'podStaffIdSlot', username: 'podStaffNameSlot' };

/**
 * Where a remote's prerender keeps a page's signed-in variant: the route's path with a fragment,
 * which no request can name (a browser never sends the fragment), so it is never served as such.
 */
export const signedInPageKey = (path: string): string => `${path}#signed-in`;

/** The island prop's value for a staff member. */
export const staffProp = (staff: SignedInStaff): string =>
  JSON.stringify({ id: staff.id, username: staff.username });

/** The staff member from an island's props, or undefined when there is none or it does not parse. */
export function readStaffProp(prop: unknown): SignedInStaff | undefined {
  if (typeof prop !== 'string') return undefined;
  try {
    const parsed = JSON.parse(prop) as Partial<SignedInStaff> | null;
    return typeof parsed?.id === 'string' && typeof parsed.username === 'string'
      ? { id: parsed.id, username: parsed.username }
      : undefined;
  } catch {
    return undefined;
  }
}
