import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE } from '../src/auth/authRoutes.ts';
import { bestEffort } from '../src/auth/bestEffort.ts';
import { ensureStaffFromEnv } from '../src/auth/staffFromEnv.ts';
import { testConfig } from './support/testConfig.ts';
import {
  databaseEnv,
  type Harness,
  jsonRequest,
  SITE,
  STAFF,
  signIn,
  startHarness,
} from './uploadHarness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function passwordOf(username: string): Promise<string | undefined> {
  return (
    await h.sql.selectFrom('users').select('password').where('username', '=', username).executeTakeFirst()
  )?.password;
}

describe('sign-in', () => {
  it('stores passwords only as argon2id hashes', async () => {
    const stored = await passwordOf(STAFF.username);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain(STAFF.password);
  });

  it('signs in with an HttpOnly SameSite=Strict cookie, /me answers, sign-out ends it', async () => {
    expect((await jsonRequest(h.app, 'GET', '/api/auth/me')).status).toBe(401);
    const res = await jsonRequest(h.app, 'POST', '/api/auth/login', {
      username: ' Staff.Member ',
      password: STAFF.password,
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().find((value) => value.startsWith('pod_session=')) ?? '';
    expect(setCookie).toMatch(/^pod_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    const cookie = setCookie.split(';')[0] ?? '';
    const token = cookie.split('=')[1] ?? '';
    // Plus a readable, secret-free hint that lets the page skip /me when signed out.
    const hint = res.headers.getSetCookie().find((value) => value.startsWith('pod_signed_in='));
    expect(hint).toMatch(/^pod_signed_in=1;/);
    expect(hint).not.toContain('HttpOnly');
    // Only the hash of the token is stored.
    const ids = (await h.sql.selectFrom('sessions').select('id').execute()).map((row) => row.id);
    expect(ids).not.toContain(token);
    expect(ids.every((id) => /^[0-9a-f]{64}$/.test(id))).toBe(true);

    const me = await jsonRequest(h.app, 'GET', '/api/auth/me', undefined, cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: STAFF.username });

    expect((await jsonRequest(h.app, 'POST', '/api/auth/logout', undefined, cookie)).status).toBe(204);
    const stale = await jsonRequest(h.app, 'GET', '/api/auth/me', undefined, `${cookie}; pod_signed_in=1`);
    expect(stale.status).toBe(401);
    // The 401 also clears the stale hint, so the page stops asking.
    expect(stale.headers.getSetCookie().some((value) => /^pod_signed_in=;.*Max-Age=0/i.test(value))).toBe(
      true,
    );
  });

  it('gives one generic message for an unknown user and a wrong password', async () => {
    const wrong = await jsonRequest(h.app, 'POST', '/api/auth/login', {
      username: STAFF.username,
      password: 'nope-nope-nope',
    });
    const unknown = await jsonRequest(h.app, 'POST', '/api/auth/login', {
      username: 'nobody',
      password: 'nope-nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = (await wrong.json()) as { error: { message: string } };
    const b = (await unknown.json()) as { error: { message: string } };
    expect(a.error.message).toBe(LOGIN_FAILED_MESSAGE);
    expect(b).toEqual(a);
  });

  it('answers 401, not an error, for usernames no account can have (NUL, lone surrogates)', async () => {
    // PostgreSQL refuses text with NUL characters: such names must never reach a query.
    for (const username of ['staff\u0000member', '\ud800', `${STAFF.username}\u0000`]) {
      const res = await jsonRequest(h.app, 'POST', '/api/auth/login', { username, password: STAFF.password });
      expect(res.status, JSON.stringify(username)).toBe(401);
    }
  });

  it('throttles repeated failures, even with the right password', async () => {
    const other = await startHarness();
    try {
      for (let i = 0; i < 5; i += 1) {
        const res = await jsonRequest(other.app, 'POST', '/api/auth/login', {
          username: STAFF.username,
          password: `wrong-${i}`,
        });
        expect(res.status).toBe(401);
      }
      const blocked = await jsonRequest(other.app, 'POST', '/api/auth/login', STAFF);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
      other.clock.now += 16 * 60_000;
      expect((await jsonRequest(other.app, 'POST', '/api/auth/login', STAFF)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('refuses a sign-in posted from another origin', async () => {
    const res = await h.app.request(`${SITE}/api/auth/login`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    expect(res.status).toBe(403);
  });
});

describe('session expiry', () => {
  it('ends a session after the idle time', async () => {
    const cookie = await signIn(h.app);
    h.clock.now += 119 * 60_000;
    expect((await jsonRequest(h.app, 'GET', '/api/auth/me', undefined, cookie)).status).toBe(200);
    h.clock.now += 119 * 60_000; // still alive: the last request refreshed it
    expect((await jsonRequest(h.app, 'GET', '/api/auth/me', undefined, cookie)).status).toBe(200);
    h.clock.now += 121 * 60_000;
    expect((await jsonRequest(h.app, 'GET', '/api/auth/me', undefined, cookie)).status).toBe(401);
  });

  it('ends a session at its absolute limit however busy', async () => {
    const cookie = await signIn(h.app);
    for (let hour = 0; hour < 11; hour += 1) {
      h.clock.now += 60 * 60_000;
      expect((await jsonRequest(h.app, 'GET', '/api/auth/me', undefined, cookie)).status).toBe(200);
    }
    h.clock.now += 60 * 60_000;
    expect((await jsonRequest(h.app, 'GET', '/api/auth/me', undefined, cookie)).status).toBe(401);
  });
});

describe('housekeeping writes during a session lookup (bestEffort)', () => {
  const failing = (error: unknown) => Promise.reject(error);
  it('skips a write the database is too busy for, and never waits long for one', async () => {
    await expect(
      bestEffort(failing(Object.assign(new Error('locked'), { code: 'SQLITE_BUSY' }))),
    ).resolves.toBeUndefined();
    await expect(
      bestEffort(failing(Object.assign(new Error('serialize'), { code: '40001' }))),
    ).resolves.toBeUndefined();
    const started = Date.now();
    await bestEffort(new Promise(() => {}), 30);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('still reports any other failure', async () => {
    await expect(bestEffort(failing(new Error('no such table: sessions')))).rejects.toThrow(/no such table/);
  });
});

describe('staff accounts from the environment and the CLI', () => {
  const staffOf = (env: Record<string, string>) => testConfig(env).auth.staff;

  it('creates, keeps, and updates the STAFF_USERNAME account', async () => {
    const env = { STAFF_USERNAME: 'Env.Admin', STAFF_PASSWORD: 'first password 123' };
    expect(await ensureStaffFromEnv(h.sql, staffOf(env))).toContain('created');
    const first = await passwordOf('env.admin');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(await ensureStaffFromEnv(h.sql, staffOf(env))).toContain('up to date');
    expect(await passwordOf('env.admin')).toBe(first);
    expect(
      await ensureStaffFromEnv(h.sql, staffOf({ ...env, STAFF_PASSWORD: 'second password 456' })),
    ).toContain('updated');
    expect(await passwordOf('env.admin')).not.toBe(first);
    await signIn(h.app, { username: 'env.admin', password: 'second password 456' });
    expect(() => staffOf({ STAFF_USERNAME: 'x' })).toThrow(/both/);
    await expect(
      ensureStaffFromEnv(h.sql, staffOf({ STAFF_USERNAME: 'x', STAFF_PASSWORD: 'short' })),
    ).rejects.toThrow(/12/);
    expect(await ensureStaffFromEnv(h.sql, staffOf({}))).toBeNull();
  });

  it('two instances starting with the same new STAFF_USERNAME both succeed', async () => {
    const other = await h.secondInstance();
    const env = { STAFF_USERNAME: 'twin.start', STAFF_PASSWORD: 'twin start password' };
    const notes = await Promise.all([
      ensureStaffFromEnv(h.sql, staffOf(env)),
      ensureStaffFromEnv(other.sql, staffOf(env)),
    ]);
    expect(notes.some((note) => note?.includes('created'))).toBe(true);
    await signIn(h.app, { username: 'twin.start', password: env.STAFF_PASSWORD });
    await other.close();
  });

  it('adds and resets an account with the CLI (password on stdin)', async () => {
    const cli = join(fileURLToPath(new URL('.', import.meta.url)), '../src/cli/staffAccount.ts');
    // The CLI finds the database as the server does: DATABASE_URL, else the file in DATA_DIR.
    const run = (username: string, password: string) =>
      spawnSync(process.execPath, [cli, username], {
        input: `${password}\n`,
        env: { ...process.env, DATABASE_URL: '', ...databaseEnv(h.database), INIT_CWD: '' },
        encoding: 'utf8',
      });
    const created = run('cli.user', 'a long cli password');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('created');
    const first = await passwordOf('cli.user');
    expect(first).toMatch(/^\$argon2id\$/);
    const reset = run('cli.user', 'another long password');
    expect(reset.status).toBe(0);
    expect(reset.stdout).toContain('password reset');
    expect(await passwordOf('cli.user')).not.toBe(first);
    expect(run('cli.user', 'short').status).toBe(1);
  });
});
