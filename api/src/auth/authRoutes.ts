import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppConfig } from '../config/loadConfig.ts';
import { ApiError } from '../http/errors/apiError.ts';
import { readJsonBody, SMALL_JSON_BODY_BYTES } from '../http/jsonBody/jsonBody.ts';
import { requireJson } from '../http/requireJson/requireJson.ts';
import { attemptSignIn } from './attemptSignIn.ts';
import { LoginThrottle } from './loginThrottle.ts';
import { clearSessionCookie, readSessionToken } from './sessionCookie.ts';
import { createStaffGate, notSignedIn, type StaffAuthDeps } from './staffSession.ts';

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
export interface AuthRouteDeps extends StaffAuthDeps {
  config: Pick<AppConfig, 'core' | 'auth'>;
}

export function createAuthRoutes(deps: AuthRouteDeps): Hono {
  const gate = createStaffGate(deps);
  const { settings, sessions } = gate;
  const throttle = new LoginThrottle(deps.sql, settings.signIn, settings.now);
  const routes = new Hono();

  const parts = { sql: deps.sql, throttle, gate, trustedProxies: deps.config.core.trustedProxies };
  routes.post('/login', requireJson(), async (c) => {
    const { username, password } = await readCredentials(c);
    const outcome = await attemptSignIn(c, parts, username, password);
    if (!outcome.ok && outcome.reason === 'throttled')
      throw new ApiError(429, 'login_throttled', LOGIN_THROTTLED_MESSAGE, {
        headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
      });
    if (!outcome.ok) throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
    c.header('Cache-Control', 'no-store');
    return c.json({ id: outcome.user.id, username: outcome.user.username });
  });

  // Sign-out sends no body; anything it does send must be JSON (no cross-site form posts).
  routes.post('/logout', requireJson({ allowNoBody: true }), async (c) => {
    await sessions.revoke(readSessionToken(c, settings));
    clearSessionCookie(c, settings);
    return c.body(null, 204);
  });

  routes.get('/me', async (c) => {
    c.header('Cache-Control', 'no-store');
    const session = await gate.currentStaff(c);
    if (!session) {
      // A stale signed-in hint is cleared with the 401, so the page stops asking.
      clearSessionCookie(c, settings);
      throw notSignedIn();
    }
    return c.json({ id: session.userId, username: session.username });
  });

  return routes;
}
