import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type EmbeddedS3, startEmbeddedS3 } from '@pod/api/embeddedS3';
import { postgresClient } from '@pod/api/postgresClient';
import { type RunningPostgres, startEmbeddedPostgres } from '@pod/api/support/embeddedPostgres';
import { freePort, type ServerProcess, startServerProcess } from '@pod/api/support/serverProcess';

// Scale-out: two API instances on two ports, one PostgreSQL and one S3 endpoint between them,
// as behind a load balancer. Sessions, the contact rate limit and the sign-in throttle hold
// across both, and killing one mid-burst loses no acknowledged lead.

const STAFF = { username: 'scale.staff', password: 'scale staff password 123' };
const RATE_LIMIT = 6;
// A tiny but real PNG (1x1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const contact = (n: number) => ({
  firstName: 'Grace',
  lastName: `Hopper ${n}`,
  email: `grace${n}@example.com`,
  company: 'Navy',
  message: `Quote for ${n} hoodies, please.`,
});

let postgres: RunningPostgres;
let s3: EmbeddedS3;
let s3Dir: string;
const dataDirs: string[] = [];
const running: ServerProcess[] = [];

async function startInstance(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pod-scale-'));
  dataDirs.push(dataDir);
  const instance = await startServerProcess({
    port: await freePort(),
    dataDir,
    env: {
      DATABASE_URL: postgres.url,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_BUCKET: 'product-images',
      SERVE_SITE: 'false',
      PUBLIC_SITE_URL: '',
      SMTP_URL: '',
      STAFF_USERNAME: STAFF.username,
      STAFF_PASSWORD: STAFF.password,
      ...env,
    },
  });
  running.push(instance);
  return instance;
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  postgres = await startEmbeddedPostgres();
  s3Dir = mkdtempSync(join(tmpdir(), 'pod-scale-s3-'));
  s3 = await startEmbeddedS3({
    directory: s3Dir,
    bucket: 'product-images',
    corsOrigins: ['http://localhost'],
  });
});

test.afterAll(async () => {
  for (const instance of running.splice(0)) await instance.stop();
  await s3?.close();
  await postgres?.stop();
  for (const dir of [s3Dir, ...dataDirs]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test('two instances share sessions, the contact rate limit and the sign-in throttle', async ({
  request,
  playwright,
}) => {
  // Started together: the migrations run once, under the lock.
  const [a, b] = await Promise.all([
    startInstance({ CONTACTS_RATE_LIMIT_MAX: String(RATE_LIMIT) }),
    startInstance({ CONTACTS_RATE_LIMIT_MAX: String(RATE_LIMIT) }),
  ]);
  for (const instance of [a, b]) {
    expect((await request.get(`${instance.origin}/api/health`)).status()).toBe(200);
    expect((await request.get(`${instance.origin}/api/health/live`)).status()).toBe(200);
  }

  // A session made on one is valid on the other; signing out on the other ends it on both.
  const login = await request.post(`${a.origin}/api/auth/login`, { data: STAFF });
  expect(login.status()).toBe(200);
  const cookie = (login.headers()['set-cookie'] ?? '')
    .split('\n')
    .find((line) => line.startsWith('pod_session='));
  expect(cookie).toBeTruthy();
  const sessionCookie = (cookie ?? '').split(';')[0] as string;
  const me = await request.get(`${b.origin}/api/auth/me`, { headers: { cookie: sessionCookie } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ username: STAFF.username });

  // An upload presigned on one instance is recorded on the other and served by the first:
  // the grant is in PostgreSQL, the object in the one S3 endpoint.
  const presign = await request.post(`${a.origin}/api/objects/upload`, {
    headers: { cookie: sessionCookie },
    data: { filename: 'scale.png', contentType: 'image/png', size: PNG.length },
  });
  expect(presign.status()).toBe(200);
  const { uploadURL } = (await presign.json()) as { uploadURL: string };
  expect(
    (await request.put(uploadURL, { data: PNG, headers: { 'content-type': 'image/png' } })).status(),
  ).toBe(200);
  const recorded = await request.put(`${b.origin}/api/product-images`, {
    headers: { cookie: sessionCookie },
    data: { filename: 'scale.png', imageURL: uploadURL },
  });
  expect(recorded.status()).toBe(201);
  const image = (await recorded.json()) as { url: string };
  const file = await request.get(`${a.origin}${image.url}`);
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);

  // The contact rate limit counts posts to both: 6 allowed in all, then 429 on either.
  const statuses: number[] = [];
  for (let n = 0; n < RATE_LIMIT; n += 1)
    statuses.push(
      (await request.post(`${(n % 2 === 0 ? a : b).origin}/api/contacts`, { data: contact(n) })).status(),
    );
  expect(statuses).toEqual(Array(RATE_LIMIT).fill(201));
  for (const instance of [a, b]) {
    const limited = await request.post(`${instance.origin}/api/contacts`, { data: contact(99) });
    expect(limited.status()).toBe(429);
    expect(limited.headers()['retry-after']).toMatch(/^\d+$/);
  }

  // The sign-in throttle: 5 failures per account and client, spread over both instances. From a
  // browser that never signed in (this context holds the trusted-device cookie of the sign-in above).
  const stranger = await playwright.request.newContext();
  const wrong = { username: STAFF.username, password: 'not the password' };
  for (let n = 0; n < 5; n += 1)
    expect(
      (await stranger.post(`${(n % 2 === 0 ? a : b).origin}/api/auth/login`, { data: wrong })).status(),
    ).toBe(401);
  for (const instance of [a, b])
    expect((await stranger.post(`${instance.origin}/api/auth/login`, { data: wrong })).status()).toBe(429);
  await stranger.dispose();

  const logout = await request.post(`${b.origin}/api/auth/logout`, { headers: { cookie: sessionCookie } });
  expect(logout.status()).toBeLessThan(300);
  expect(
    (await request.get(`${a.origin}/api/auth/me`, { headers: { cookie: sessionCookie } })).status(),
  ).toBe(401);
});

test('SIGKILL one instance during a burst: every acknowledged lead is stored', async () => {
  const [a, b] = await Promise.all([
    startInstance({ CONTACTS_RATE_LIMIT_MAX: '0' }),
    startInstance({ CONTACTS_RATE_LIMIT_MAX: '0' }),
  ]);
  const acknowledged: string[] = [];
  const acknowledgedBy = new Map<string, number>([
    [a.origin, 0],
    [b.origin, 0],
  ]);
  let failed = 0;
  let killed = false;
  let next = 0;
  // 8 clients post one after another, alternating instances, 300 posts in all; A is killed
  // once it has acknowledged 40, while posts to it are still in flight.
  const client = async () => {
    while (next < 300) {
      const n = next++;
      const origin = n % 2 === 0 ? a.origin : b.origin;
      try {
        const res = await fetch(`${origin}/api/contacts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(contact(1000 + n)),
        });
        if (res.status === 201) {
          acknowledged.push(((await res.json()) as { id: string }).id);
          acknowledgedBy.set(origin, (acknowledgedBy.get(origin) ?? 0) + 1);
        } else failed += 1;
      } catch {
        failed += 1; // the killed instance: no answer, so nothing was promised
      }
      if (!killed && (acknowledgedBy.get(a.origin) ?? 0) >= 40) {
        killed = true;
        a.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, client));
  console.log(
    `burst: ${acknowledgedBy.get(a.origin)} acknowledged by the killed instance, ${acknowledgedBy.get(b.origin)} by the survivor, ${failed} unanswered`,
  );
  expect(killed).toBe(true);
  expect(failed).toBeGreaterThan(0); // posts to A after (or during) the kill went unanswered
  expect(acknowledgedBy.get(b.origin)).toBe(150); // the survivor answered all of its share

  const { sql } = postgresClient({ connectionString: postgres.url, max: 1 });
  try {
    const rows = await sql.selectFrom('contacts').select('id').execute();
    const stored = new Set(rows.map((row) => row.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
  } finally {
    await sql.destroy();
  }
  // The survivor still serves.
  expect((await fetch(`${b.origin}/api/health`)).status).toBe(200);
});
