// The outbox survives a crash: SIGKILL the real server after the lead is committed and
// while its mail is mid-send, start it again, and the mail is delivered exactly once. On
// PostgreSQL the server gets DATABASE_URL pointing at this test's schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServerProcess } from '../support/serverProcess.ts';
import { lead } from './support/leadsHarness.ts';
import { eventually } from './support/mailRecorder.ts';
import { databaseUrlOf } from './support/sharedDatabase.ts';
import { type SmtpCapture, startSmtpCapture, waitFor } from './support/smtpCapture.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let database: TestDatabase;
const servers: ServerProcess[] = [];
let smtp: SmtpCapture | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await smtp?.close();
  await database.close();
});

// Both servers' ports are chosen here, the embedded bucket's too: left to the system, the second
// server's bucket could be handed the port the first one had just freed, which the test then
// asks the second server to listen on.
function start(port: number, s3Port: number, smtpPort: number): Promise<ServerProcess> {
  const databaseUrl = databaseUrlOf(database);
  return startServerProcess({
    port,
    dataDir: database.dataDir,
    env: {
      SERVE_SITE: 'false',
      CONTACTS_RATE_LIMIT_MAX: '0',
      S3_EMBEDDED_PORT: String(s3Port),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'website@printhaus.test',
      LEADS_SALES_TO: 'sales@printhaus.test',
      LEADS_RETRY_BASE_SECONDS: '0.2',
      // The killed server's lease on the lead must run out before the new one may send it.
      LEADS_LEASE_SECONDS: '2',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  }).then((server) => {
    servers.push(server);
    return server;
  });
}

function notificationState(id: string): Promise<{ state: string; attempts: number } | undefined> {
  return database.sql
    .selectFrom('lead_notifications')
    .select(['state', 'attempts'])
    .where('contact_id', '=', id)
    .executeTakeFirst();
}

describe('notification outbox across a crash', () => {
  it('delivers a lead whose send was cut off by SIGKILL once the server is back', async () => {
    smtp = await startSmtpCapture();
    const capture = smtp;
    capture.setHolding(true); // the server reads the mail but never says "queued"
    const port = await freePort();
    let s3Port = await freePort();
    while (s3Port === port) s3Port = await freePort();
    const first = await start(port, s3Port, capture.port);
    const res = await fetch(`http://127.0.0.1:${port}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ ...lead, message: 'Crash test lead' }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await waitFor(() => capture.held === 1); // committed, and the send is under way
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(capture.mails).toHaveLength(0);
    expect(await notificationState(id)).toEqual({ state: 'pending', attempts: 0 });

    capture.setHolding(false);
    const second = await start(port, s3Port, capture.port);
    await waitFor(() => capture.mails.length === 1);
    await eventually(async () => (await notificationState(id))?.state === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 500)); // room for a wrong second send
    expect(capture.mails).toHaveLength(1);
    expect(capture.mails[0]?.headers.get('message-id')).toBe(`<lead-${id}@printhaus.test>`);
    expect(capture.mails[0]?.to).toEqual(['sales@printhaus.test']);
    await second.stop();
  });
});
