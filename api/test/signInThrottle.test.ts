// Sign-in throttling: concurrency cannot exceed the limit,
// nobody can lock staff out from another address or from theirs (a stranger there only slows an
// address down, and a browser that signed in before is counted on its own), a targeted account
// slows down; and the
// counts live in the database, so several instances sharing it count together.
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSignInLimits } from '../src/config/authConfig.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/serverProcess.ts';
import { httpRequest } from './support/rawHttp.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { databaseEnv, type Harness, jsonRequest, STAFF, signIn, startHarness } from './uploadHarness.ts';

const harnesses: Harness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

async function harness(options: Parameters<typeof startHarness>[0] = {}): Promise<Harness> {
  const h = await startHarness(options);
  harnesses.push(h);
  return h;
}

describe('concurrent sign-in attempts', () => {
  it('100 simultaneous attempts, the right password last, do not sign in', async () => {
    const h = await harness();
    const attempts = Array.from({ length: 100 }, (_, i) =>
      jsonRequest(h.app, 'POST', '/api/auth/login', {
        username: STAFF.username,
        password: i === 99 ? STAFF.password : `wrong-guess-${i}`,
      }),
    );
    const statuses = (await Promise.all(attempts)).map((res) => res.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.log(`concurrent sign-in: ${count(401)}x401, ${count(429)}x429, ${count(200)}x200`);
    expect(count(200)).toBe(0);
    // At most the per-client limit had their password checked.
    expect(count(401)).toBe(5);
    expect(count(429)).toBe(95);
    expect(statuses[99]).toBe(429);
  });
});

describe('growing delays instead of a lock-out', () => {
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const login = (h: Harness, address: string, password: string) =>
    h.app.request('http://localhost:3999/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3999', ...from(address) },
      body: JSON.stringify({ username: STAFF.username, password }),
    });

  it('guesses from many addresses slow the account down; a clean client still gets in', async () => {
    const h = await harness({ behindProxy: true });
    // Six addresses guess once each: every one is checked (no lock-out of the account).
    for (let i = 1; i <= 6; i += 1)
      expect((await login(h, `203.0.113.${i}`, 'wrong guess')).status).toBe(401);
    // An address that has failed on this account now waits, and the wait grows.
    const first = await login(h, '203.0.113.1', 'wrong guess');
    expect(first.status).toBe(429);
    const firstWait = Number(first.headers.get('Retry-After'));
    expect(firstWait).toBeGreaterThanOrEqual(1);
    h.clock.now += firstWait * 1000;
    expect((await login(h, '203.0.113.1', 'wrong guess')).status).toBe(401);
    const second = await login(h, '203.0.113.1', 'wrong guess');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('Retry-After'))).toBeGreaterThan(firstWait);
    // Staff at an address that has not been failing sign in at once.
    expect((await login(h, '198.51.100.7', STAFF.password)).status).toBe(200);
    // The account delay is capped at a minute (below an address's own 5-failure limit).
    for (let i = 0; i < 12; i += 1) {
      const address = `203.0.113.${3 + (i % 4)}`;
      const res = await login(h, address, 'wrong guess');
      if (res.status === 429) {
        expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
        h.clock.now += Number(res.headers.get('Retry-After')) * 1000;
      }
    }
  });
});

describe('strangers behind the same address', () => {
  const login = (h: Harness, address: string, username: string, password: string, cookie?: string) =>
    h.app.request('http://localhost:3999/api/auth/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://localhost:3999',
        'X-Forwarded-For': address,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify({ username, password }),
    });
  const deviceCookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('pod_device='))
      ?.split(';')[0];
  /** A stranger trying `count` made-up usernames at once, refused or not. */
  const strangerFails = async (h: Harness, address: string, count: number) => {
    for (let i = 0; i < count; i += 1)
      expect([401, 429]).toContain((await login(h, address, `someone.${i}`, 'wrong guess')).status);
  };

  it('failing on many usernames slows the address down but never locks the right password out', async () => {
    const h = await harness({ behindProxy: true });
    await strangerFails(h, '192.0.2.10', 30);
    // Staff at the same address, on a browser that never signed in: a short wait, not 15 minutes.
    const first = await login(h, '192.0.2.10', STAFF.username, STAFF.password);
    expect(first.status).toBe(429);
    const wait = Number(first.headers.get('Retry-After'));
    expect(wait).toBeLessThanOrEqual(60);
    h.clock.now += wait * 1000;
    expect((await login(h, '192.0.2.10', STAFF.username, STAFF.password)).status).toBe(200);
  });

  it('a browser that signed in before gets straight in, whatever strangers at its address do to its username', async () => {
    const h = await harness({ behindProxy: true });
    const signedIn = await login(h, '192.0.2.20', STAFF.username, STAFF.password);
    expect(signedIn.status).toBe(200);
    const device = deviceCookieOf(signedIn);
    expect(device).toBeTruthy();
    expect(signedIn.headers.getSetCookie().find((c) => c.startsWith('pod_device='))).toMatch(
      /HttpOnly.*SameSite=Strict/,
    );

    // A stranger at the same address guesses the staff username and many others.
    for (let i = 0; i < 8; i += 1) await login(h, '192.0.2.20', STAFF.username, `guess-${i}`);
    await strangerFails(h, '192.0.2.20', 25);
    expect((await login(h, '192.0.2.20', STAFF.username, STAFF.password)).status).toBe(429);

    const trusted = await login(h, '192.0.2.20', STAFF.username, STAFF.password, device);
    expect(trusted.status).toBe(200);
    // The cookie names one account: for any other it is a stranger's (forged ones: deviceTokens.test.ts).
    expect((await login(h, '192.0.2.20', 'someone.else', 'x', device)).status).toBe(429);
  });

  it('a trusted browser that keeps failing is trusted no more', async () => {
    const h = await harness({ behindProxy: true });
    const device = deviceCookieOf(await login(h, '192.0.2.30', STAFF.username, STAFF.password));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await login(h, '198.51.100.30', STAFF.username, `guess-${i}`, device)).status);
    // Five on the device's own count, then it is a stranger: its address's own 5, then 429,
    // the right password included.
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await login(h, '198.51.100.30', STAFF.username, STAFF.password, device)).status).toBe(429);
  });
});

describe('one address guessing across accounts for a day', () => {
  const login = (h: Harness, username: string, password: string, cookie?: string) =>
    h.app.request('http://localhost:3999/api/auth/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://localhost:3999',
        'X-Forwarded-For': '192.0.2.99',
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify({ username, password }),
    });

  it("keeps growing the address's delay past each window: a day gets a few dozen checks, not thousands", async () => {
    // Tight limits keep the test short (each check hashes a password); the defaults' day is in
    // addressDelay.test.ts.
    const signIn = { ...defaultSignInLimits, clientFreeFailures: 2, addressCeilingDoublingFailures: 2 };
    const h = await harness({ behindProxy: true, auth: { signIn } });
    const signedIn = await login(h, STAFF.username, STAFF.password);
    const device = signedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('pod_device='))
      ?.split(';')[0];
    const dayEnds = h.clock.now + 24 * 3_600_000;
    let checked = 0;
    let longestWait = 0;
    // A guesser that waits exactly as told, a new username each time, until the day is over.
    for (let i = 0; h.clock.now < dayEnds && checked < 70; i += 1) {
      const res = await login(h, `someone.${i}`, 'wrong guess');
      if (res.status === 401) checked += 1;
      else {
        expect(res.status).toBe(429);
        const wait = Number(res.headers.get('Retry-After'));
        longestWait = Math.max(longestWait, wait);
        h.clock.now += wait * 1000;
      }
    }
    console.log(
      `one address guessing for a day: ${checked} passwords checked, longest wait ${longestWait} s`,
    );
    // Before, each 15-minute window started afresh: about 21 checks a window, 2,000 a day.
    expect(checked).toBeLessThan(60);
    expect(longestWait).toBeGreaterThan(15 * 60);
    expect(longestWait).toBeLessThanOrEqual(3600);
    // The staff browser that signed in there before still gets straight in.
    expect((await login(h, STAFF.username, STAFF.password, device)).status).toBe(200);
  });
});

describe('several instances over one database', () => {
  const wrong = (app: Harness['app'], i: number) =>
    jsonRequest(app, 'POST', '/api/auth/login', { username: STAFF.username, password: `wrong-${i}` });

  it('count failures together: the limit holds across instances, even for the right password', async () => {
    const h = await harness();
    const other = await h.secondInstance();
    const apps = [h.app, other.app];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await wrong(apps[i % 2] ?? h.app, i)).status);
    console.log(`failures alternating between two instances: ${statuses.join(',')}`);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    for (const app of apps)
      expect((await jsonRequest(app, 'POST', '/api/auth/login', STAFF)).status).toBe(429);
    h.clock.now += 16 * 60_000;
    expect((await jsonRequest(other.app, 'POST', '/api/auth/login', STAFF)).status).toBe(200);
  });

  it('simultaneous attempts on two instances never exceed the limit together', async () => {
    const h = await harness();
    const other = await h.secondInstance();
    const attempts = Array.from({ length: 60 }, (_, i) => wrong(i % 2 === 0 ? h.app : other.app, i));
    const statuses = (await Promise.all(attempts)).map((res) => res.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.log(`60 simultaneous attempts on two instances: ${count(401)}x401, ${count(429)}x429`);
    expect(count(401)).toBe(5);
    expect(count(429)).toBe(55);
  });

  it('accept sessions started on the other; a sign-out on one ends it on both', async () => {
    const h = await harness();
    const other = await h.secondInstance();
    const cookie = await signIn(h.app);
    expect((await jsonRequest(other.app, 'GET', '/api/auth/me', undefined, cookie)).status).toBe(200);
    expect((await jsonRequest(other.app, 'POST', '/api/auth/logout', undefined, cookie)).status).toBe(204);
    expect((await jsonRequest(h.app, 'GET', '/api/auth/me', undefined, cookie)).status).toBe(401);
  });
});

describe('two client addresses against the real server', () => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it('failures from 127.0.0.2 do not stop the right password from 127.0.0.3', async () => {
    // The server process uses the run's engine too: DATABASE_URL on PostgreSQL.
    database = await openTestDatabase();
    const port = await freePort();
    server = await startServerProcess({
      port,
      dataDir: database.dataDir,
      env: {
        SERVE_SITE: 'false',
        STAFF_USERNAME: STAFF.username,
        STAFF_PASSWORD: STAFF.password,
        DATABASE_URL: '',
        ...databaseEnv(database),
      },
    });
    const login = (localAddress: string, password: string) =>
      httpRequest({
        port,
        method: 'POST',
        path: '/api/auth/login',
        localAddress,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: STAFF.username, password }),
      });
    const attacker: number[] = [];
    for (let i = 0; i < 8; i += 1) attacker.push((await login('127.0.0.2', `wrong-${i}`)).status);
    expect(attacker).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // The attacker's address is refused even with the right password...
    expect((await login('127.0.0.2', STAFF.password)).status).toBe(429);
    // ...while staff elsewhere sign in.
    const staff = await login('127.0.0.3', STAFF.password);
    console.log(`sign-in from a clean address while another guesses: ${staff.status}`);
    expect(staff.status).toBe(200);
    expect(String(staff.headers['set-cookie'])).toContain('pod_session=');
  }, 60_000);
});
