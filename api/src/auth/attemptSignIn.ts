import type { Context } from 'hono';
import { inTransaction } from '../db/inTransaction.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { clientAddress } from '../http/clientAddress/clientAddress.ts';
import type { LoginThrottle } from './loginThrottle.ts';
import { verifyPassword } from './passwords.ts';
import { readSessionToken, writeSessionCookie } from './sessionCookie.ts';
import { signInDevice } from './signInDevice.ts';
import { findStaffByUsername, normaliseUsername, type StaffUser } from './staffAccounts.ts';
import type { StaffGate } from './staffSession.ts';

/** How a sign-in ended: signed in (cookies written), or why not. */
export type SignInOutcome =
  | { ok: true; user: StaffUser }
  | { ok: false; reason: 'failed' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export interface SignInParts {
  sql: SqlClient;
  throttle: LoginThrottle;
  gate: StaffGate;
  trustedProxies: readonly string[];
}

/**
 * One sign-in attempt, whichever way it came (the island's JSON, or the plain-HTML form): the
 * throttle decides first, the password is checked, and on success a new session replaces any
 * earlier one and its cookies are written. The callers only choose how to answer.
 */
export async function attemptSignIn(
  c: Context,
  { sql, throttle, gate, trustedProxies }: SignInParts,
  username: string,
  password: string,
): Promise<SignInOutcome> {
  const { settings, sessions } = gate;
  const decision = await throttle.begin(
    normaliseUsername(username),
    clientAddress(c, trustedProxies),
    signInDevice(c, settings), // a browser that signed in before is not refused for strangers' failures
  );
  if (!decision.allowed)
    return { ok: false, reason: 'throttled', retryAfterSeconds: decision.retryAfterSeconds };
  const { ticket } = decision;
  let user: StaffUser | undefined;
  let ok: boolean;
  try {
    user = await findStaffByUsername(sql, username);
    ok = await verifyPassword(user?.password, password);
  } catch (error) {
    // Giving the attempt back is a courtesy; the original failure is what the client hears.
    await ticket.abandoned().catch(() => undefined);
    throw error;
  }
  if (!ok || !user) {
    ticket.failed();
    return { ok: false, reason: 'failed' };
  }
  await ticket.succeeded();
  const userId = user.id;
  // A new token on every sign-in; any earlier cookie's session ends.
  const previous = readSessionToken(c, settings);
  const token = await inTransaction(sql, async (tx) => {
    const inTx = sessions.using(tx);
    await inTx.revoke(previous);
    return inTx.create(userId);
  });
  writeSessionCookie(c, settings, token);
  return { ok: true, user };
}
