import { SIGNED_IN_HINT_COOKIE } from '@pod/contracts/signedInHint';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AuthSettings } from '../config/authConfig.ts';

// Over HTTPS the __Host- prefix pins the cookie to this host, path / and Secure.
function cookieName(settings: AuthSettings): string {
  return settings.secureCookie ? '__Host-pod_session' : 'pod_session';
}

export function readSessionToken(c: Context, settings: AuthSettings): string | undefined {
  return getCookie(c, cookieName(settings));
}

// SIGNED_IN_HINT_COOKIE is a readable companion that says only "a session may exist". The page
// checks it before asking GET /api/auth/me, so signed-out visitors (nearly everyone) make no
// request that answers 401, and its staff tools wake at load only for those who may be staff.
// It carries no secret; the HttpOnly session cookie alone authenticates.

export function writeSessionCookie(c: Context, settings: AuthSettings, token: string): void {
  setCookie(c, cookieName(settings), token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: settings.secureCookie,
    path: '/',
    // The server ends the session earlier if idle; the cookie never outlives it.
    maxAge: Math.floor(settings.absoluteMs / 1000),
  });
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', {
    sameSite: 'Strict',
    secure: settings.secureCookie,
    path: '/',
    maxAge: Math.floor(settings.absoluteMs / 1000),
  });
}

export function clearSessionCookie(c: Context, settings: AuthSettings): void {
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure: settings.secureCookie });
  deleteCookie(c, cookieName(settings), { path: '/', secure: settings.secureCookie });
}
