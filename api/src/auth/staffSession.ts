import type { Context } from 'hono';
import type { AppDeps } from '../appDeps.ts';
import { ApiError } from '../http/apiError.ts';
import { type AuthSettings, loadAuthSettings } from './authSettings.ts';
import { readSessionToken } from './sessionCookie.ts';
import { SessionStore, type StaffSession } from './sessions.ts';

export function authSettingsOf(deps: AppDeps): AuthSettings {
  return deps.auth ?? loadAuthSettings(deps.config.https);
}

/** Finds the signed-in staff member of a request; routes that need one call requireStaff. */
export function createStaffGate(deps: AppDeps) {
  const settings = authSettingsOf(deps);
  const sessions = new SessionStore(deps.db, settings);
  const current = (c: Context): StaffSession | null => sessions.resolve(readSessionToken(c, settings));
  return {
    settings,
    sessions,
    current,
    require(c: Context): StaffSession {
      const session = current(c);
      if (!session) throw new ApiError(401, 'unauthenticated', 'Sign in as staff to do this.');
      return session;
    },
  };
}
