import type { SignedInStaff } from '@pod/contracts/signedInStaff';
import type { Context } from 'hono';
import { createStaffGate, type StaffAuthDeps } from './staffSession.ts';

/**
 * Who a page request is signed in as, for the site server (a staff page is then sent signed in):
 * the session cookie looked up in the session store, as GET /api/auth/me does, never the readable
 * signed-in hint. Null without a session cookie, before any database read.
 */
export function signedInStaffOf(deps: StaffAuthDeps): (c: Context) => Promise<SignedInStaff | null> {
  const gate = createStaffGate(deps);
  return async (c) => {
    const session = await gate.currentStaff(c);
    return session ? { id: session.userId, username: session.username } : null;
  };
}
