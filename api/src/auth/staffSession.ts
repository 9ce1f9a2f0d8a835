import type { Context } from 'hono';
import type { AuthSettings } from '../config/authConfig.ts';
import type { AppConfig } from '../config/loadConfig.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { ApiError } from '../http/errors/apiError.ts';
import { readSessionToken } from './sessionCookie.ts';
import { SessionStore, type StaffSession } from './sessions.ts';

/** What the staff sign-in needs from the app. */
export interface StaffAuthDeps {
  sql: SqlClient;
  /** Session and sign-in limits. */
  config: Pick<AppConfig, 'auth'>;
}

/** The 401 every staff-only route answers without a live session. */
export function notSignedIn(): ApiError {
  return new ApiError(401, 'unauthenticated', 'Sign in as staff to do this.');
}

export interface StaffGate {
  settings: AuthSettings;
  sessions: SessionStore;
  /** The signed-in staff member of a request, or null. */
  currentStaff(c: Context): Promise<StaffSession | null>;
  /**
   * The signed-in staff member, else a 401. Always await it: the session lives in the
   * database. (Named requireStaff, not require as when it was synchronous, so a call left
   * un-awaited from before fails to compile instead of letting every request through.)
   */
  requireStaff(c: Context): Promise<StaffSession>;
}

/** Finds the signed-in staff member of a request; routes that need one await requireStaff. */
export function createStaffGate(deps: StaffAuthDeps): StaffGate {
  const settings = deps.config.auth;
  const sessions = new SessionStore(deps.sql, settings);
  const currentStaff = (c: Context) => sessions.resolve(readSessionToken(c, settings));
  return {
    settings,
    sessions,
    currentStaff,
    async requireStaff(c) {
      const session = await currentStaff(c);
      if (!session) throw notSignedIn();
      return session;
    },
  };
}
