import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps } from '../appDeps.ts';
import { ApiError } from '../http/apiError.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { readJsonBody, SMALL_JSON_BODY_BYTES } from '../http/jsonBody.ts';
import { LoginThrottle } from './loginThrottle.ts';
import { verifyPassword } from './passwords.ts';
import { clearSessionCookie, readSessionToken, writeSessionCookie } from './sessionCookie.ts';
import { findStaffByUsername, normaliseUsername } from './staffAccounts.ts';
import { createStaffGate } from './staffSession.ts';

// One message for an unknown user and a wrong password alike.
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password.';
export const LOGIN_THROTTLED_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

async function readCredentials(c: Context): Promise<{ username: string; password: string }> {
  // Unreadable JSON gets the same "enter your username and password" answer as missing fields.
  const body = await readJsonBody(c, SMALL_JSON_BODY_BYTES).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 400) return null;
    throw error;
  });
  const record = (body ?? {}) as Record<string, unknown>;
  const { username, password } = record;
  if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) {
    throw new ApiError(400, 'invalid_credentials_body', 'Enter your username and password.', {
      fields: {
        ...(typeof username === 'string' && username.trim() ? {} : { username: 'Required' }),
        ...(typeof password === 'string' && password ? {} : { password: 'Required' }),
      },
    });
  }
  if (username.length > 200 || password.length > 1024)
    throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
  return { username, password };
}

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me. */
export function createAuthRoutes(deps: AppDeps): Hono {
  const gate = createStaffGate(deps);
  const { settings, sessions } = gate;
  const byUser = new LoginThrottle(settings.maxFailures, settings.throttleWindowMs, settings.now);
  // A whole office may share one address: allow more there before refusing.
  const byClient = new LoginThrottle(settings.maxFailures * 4, settings.throttleWindowMs, settings.now);
  const routes = new Hono();

  routes.post('/login', async (c) => {
    const { username, password } = await readCredentials(c);
    const userKey = [`user:${normaliseUsername(username)}`];
    const clientKey = [`client:${clientAddress(c, deps.config.trustProxy)}`];
    const wait = Math.max(byUser.retryAfterSeconds(userKey), byClient.retryAfterSeconds(clientKey));
    if (wait > 0)
      throw new ApiError(429, 'login_throttled', LOGIN_THROTTLED_MESSAGE, {
        headers: { 'Retry-After': String(wait) },
      });
    const user = findStaffByUsername(deps.db, username);
    if (!(await verifyPassword(user?.password, password)) || !user) {
      byUser.fail(userKey);
      byClient.fail(clientKey);
      throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
    }
    byUser.succeed(userKey);
    // A new token on every sign-in; any earlier cookie's session ends.
    sessions.revoke(readSessionToken(c, settings));
    writeSessionCookie(c, settings, sessions.create(user.id));
    c.header('Cache-Control', 'no-store');
    return c.json({ id: user.id, username: user.username });
  });

  routes.post('/logout', (c) => {
    sessions.revoke(readSessionToken(c, settings));
    clearSessionCookie(c, settings);
    return c.body(null, 204);
  });

  routes.get('/me', (c) => {
    c.header('Cache-Control', 'no-store');
    // A stale signed-in hint is cleared with the 401, so the page stops asking.
    if (!gate.current(c)) clearSessionCookie(c, settings);
    const session = gate.require(c);
    return c.json({ id: session.userId, username: session.username });
  });

  return routes;
}
