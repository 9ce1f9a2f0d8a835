// Operators can see and measure: one JSON log line per request carrying the id the response
// names, nothing secret in it, and Prometheus metrics behind a token.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staffAccounts.ts';
import { createApp } from '../src/createApp.ts';
import { createLogger } from '../src/log/logger.ts';
import { validContact } from './contactsHarness.ts';
import { peerBindings } from './support/requestsFrom.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWithCapturedLogs(env: Record<string, string> = {}) {
  t = await openTestDatabase();
  await upsertStaffAccount(t.sql, 'staff.member', 'correct horse battery');
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = createApp({
    config: testConfig({ DATA_DIR: t.dataDir, ...env }, { contacts: { rateLimitMax: 0 } }),
    sql: t.sql,
    storage: null,
    serveSite: false,
    logger: createLogger({ level: 'info', pretty: false }, sink),
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(
      app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', ...headers },
        body: JSON.stringify(body),
      }),
    );
  return { app, lines, post };
}

const requestLines = (lines: Record<string, unknown>[]) => lines.filter((line) => line.msg === 'request');

describe('request logs', () => {
  it('one JSON line per request with the id the X-Request-Id header names, the route pattern, status and duration', async () => {
    const { app, lines } = await appWithCapturedLogs();
    const res = await app.request('/api/product-images/0123456789abcdef0123456789abcdef/file', {
      headers: { 'X-Request-Id': 'client-chosen' },
    });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/); // no trusted proxy: the client's id is not taken
    const [line, ...others] = requestLines(lines);
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      reqId: id,
      method: 'GET',
      route: '/api/product-images/:id/file',
      status: res.status,
      durationMs: expect.any(Number),
    });
  });

  it("from a proxy TRUST_PROXY names, the proxy's X-Request-Id is used and returned", async () => {
    const { app, lines } = await appWithCapturedLogs({ TRUST_PROXY: '10.0.0.0/8' });
    const headers = { 'X-Request-Id': 'lb-7f3a-42' };
    const res = await app.request('/api/health/live', { headers }, peerBindings('10.0.0.2'));
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a-42');
    expect(requestLines(lines)[0]).toMatchObject({ reqId: 'lb-7f3a-42', route: '/api/health/live' });
    // From any other peer the header is not taken.
    const direct = await app.request('/api/health/live', { headers }, peerBindings('192.0.2.50'));
    expect(direct.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes cookies, passwords or what a visitor wrote', async () => {
    const { lines, post } = await appWithCapturedLogs();
    const secretMessage = 'my very private message about 300 polos';
    expect((await post('/api/contacts', { ...validContact, message: secretMessage })).status).toBe(201);
    await post(
      '/api/auth/login',
      { username: 'staff.member', password: 'wrong password here' },
      { Cookie: 'pod_session=s3cr3t-session' },
    );
    const text = JSON.stringify(lines);
    expect(requestLines(lines)).toHaveLength(2);
    for (const secret of [secretMessage, 'wrong password here', 's3cr3t-session'])
      expect(text).not.toContain(secret);
    const sink: string[] = [];
    const logger = createLogger(
      { level: 'info', pretty: false },
      new Writable({
        write(chunk, _encoding, done) {
          sink.push(String(chunk));
          done();
        },
      }),
    );
    logger.info({ password: 'hunter2', headers: { cookie: 'sid=1' }, contact: { message: 'hi there' } }, 'x');
    expect(sink.join('')).not.toMatch(/hunter2|sid=1|hi there/);
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const { app } = await appWithCapturedLogs();
    expect((await app.request('/metrics')).status).toBe(404);
  });

  it('refuses without the token, and reports requests, sign-in failures and the outbox after traffic', async () => {
    const { app, post } = await appWithCapturedLogs({ METRICS_TOKEN: 'scrape-me' });
    expect((await app.request('/metrics')).status).toBe(401);
    expect((await app.request('/metrics', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await post('/api/contacts', validContact)).status).toBe(201);
    expect((await post('/api/auth/login', { username: 'staff.member', password: 'nope nope' })).status).toBe(
      401,
    );
    const res = await app.request('/metrics', { headers: { Authorization: 'Bearer scrape-me' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('http_requests_total{route="/api/contacts",method="POST",status="201"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/contacts",method="POST",status="201"\} 1/,
    );
    expect(text).toContain('sign_in_failures_total 1');
    expect(text).toContain('sign_in_throttled_total 0');
    expect(text).toMatch(/^leads_outbox_depth 0$/m); // notifications are off: nothing waits
    expect(text).toContain('uploads_recorded_total 0');
  });
});
