import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AuthSettings } from '../config/authConfig.ts';
import { DEVICE_TRUST_MS } from './deviceTokens.ts';

/** The sign-in device cookie of one request: what it presented, and how to give it a new token. */
export interface SignInDevice {
  /** The token this browser holds from an earlier sign-in, if any. */
  presented: string | undefined;
  /** After a successful sign-in: the browser keeps this token (a trusted device from now on). */
  remember(token: string): void;
}

// Over HTTPS the __Host- prefix pins the cookie to this host, path / and Secure.
const cookieName = (settings: AuthSettings) => (settings.secureCookie ? '__Host-pod_device' : 'pod_device');

/**
 * OWASP's device cookie ("slow down online guessing attacks with device cookies"): a browser
 * that signed in to an account before is let in to it on its own count of failures, whatever
 * strangers at its address or on its username are doing (see loginThrottle.ts).
 */
export function signInDevice(c: Context, settings: AuthSettings): SignInDevice {
  const presented = getCookie(c, cookieName(settings));
  return {
    presented: presented && presented.length <= 200 ? presented : undefined,
    remember(token) {
      setCookie(c, cookieName(settings), token, {
        httpOnly: true,
        sameSite: 'Strict',
        secure: settings.secureCookie,
        path: '/',
        maxAge: Math.floor(DEVICE_TRUST_MS / 1000),
      });
    },
  };
}
