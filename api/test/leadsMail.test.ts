// Lead notifications through the outbox, against a real SMTP server (smtp-server).
import { afterEach, describe, expect, it } from 'vitest';
import { createContactStore } from '../src/contacts/contactStore.ts';
import { startLeadNotifier } from '../src/leads/leadNotifier.ts';
import type { Lead } from '../src/leads/leadRecord.ts';
import { createLeadsOutbox, leadOutboxListener } from '../src/leads/leadsOutbox.ts';
import { createSmtpSender } from '../src/leads/mailSender.ts';
import { freePort } from '../support/serverProcess.ts';
import { type LeadsHarness, lead, mailSettings, startLeadsHarness } from './support/leadsHarness.ts';
import { eventually, type SendLog, slowRecordingSender } from './support/mailRecorder.ts';
import { type SmtpCapture, startSmtpCapture, waitFor } from './support/smtpCapture.ts';

let h: LeadsHarness | undefined;
let smtp: SmtpCapture | undefined;
afterEach(async () => {
  await h?.close();
  await smtp?.close();
  h = undefined;
  smtp = undefined;
});

async function leadOf(id: string): Promise<Lead> {
  return (await (await (h as LeadsHarness).get(`/api/contacts/${id}`)).json()) as Lead;
}

describe('lead notifications', () => {
  it('sends exactly one plain-text mail per lead: recipient by form, Reply-To the visitor, every field', async () => {
    smtp = await startSmtpCapture();
    h = await startLeadsHarness({ mail: mailSettings(smtp.port) });
    const sales = await h.postLead({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@navy.test',
      company: 'US Navy',
      message: 'Need 300 polos.\nEmbroidered left chest.',
    });
    const support = await h.postLead({ firstName: 'Alan', email: 'alan@bletchley.test', company: '' }, 'cs');
    const capture = smtp;
    await waitFor(() => capture.mails.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for a wrong second send
    expect(capture.mails).toHaveLength(2);

    const salesMail = capture.mails.find((mail) => mail.headers.get('message-id')?.includes(sales));
    expect(salesMail?.to).toEqual(['sales@printhaus.test']);
    expect(salesMail?.from).toBe('website@printhaus.test');
    expect(salesMail?.headers.get('to')).toBe('sales@printhaus.test');
    expect(salesMail?.headers.get('reply-to')).toBe('grace@navy.test');
    expect(salesMail?.headers.get('message-id')).toBe(`<lead-${sales}@printhaus.test>`);
    expect(salesMail?.headers.get('subject')).toBe('New Sales lead: Grace Hopper (US Navy)');
    expect(salesMail?.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = salesMail?.body.replace(/\r\n/g, '\n') ?? '';
    for (const line of [
      'Form:     Sales',
      'Name:     Grace Hopper',
      'E-mail:   grace@navy.test',
      'Company:  US Navy',
      '  | Need 300 polos.\n  | Embroidered left chest.',
      `Open in the inbox: https://www.printhaus.test/staff/leads?lead=${sales}`,
    ])
      expect(body).toContain(line);

    const supportMail = capture.mails.find((mail) => mail.headers.get('message-id')?.includes(support));
    expect(supportMail?.to).toEqual(['support@printhaus.test']);
    expect(supportMail?.headers.get('subject')).toBe('New Customer Service lead: Alan Lovelace');

    const state = await eventually(
      async () => (await leadOf(sales)).notification.state === 'sent' || undefined,
    );
    expect(state).toBe(true);
    const stored = await leadOf(sales);
    expect(stored.notification).toEqual({ state: 'sent', attempts: 1, sentAt: expect.stringMatching(/Z$/) });
    const list = (await (await h.get('/api/contacts')).json()) as { notifications: string };
    expect(list.notifications).toBe('on');
  });

  it('keeps a lead pending while the SMTP server is down, then delivers it once it is up', async () => {
    const port = await freePort();
    h = await startLeadsHarness({ mail: mailSettings(port, { retryBaseMs: 150, retryMaxMs: 300 }) });
    const id = await h.postLead({ firstName: 'Patient' });
    const pending = await waitForLead(id, (lead) => lead.notification.attempts >= 2);
    expect(pending.notification.state).toBe('pending');
    expect(pending.notification.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpCapture(port);
    const sent = await waitForLead(id, (lead) => lead.notification.state === 'sent');
    expect(sent.notification.lastError).toBeUndefined();
    expect(sent.notification.attempts).toBeGreaterThanOrEqual(3);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.headers.get('message-id')).toBe(`<lead-${id}@printhaus.test>`);
  });

  it('gives up after the last attempt: the lead shows "failed" with the error', async () => {
    const port = await freePort();
    h = await startLeadsHarness({
      mail: mailSettings(port, { retryBaseMs: 20, retryMaxMs: 40, maxAttempts: 3 }),
    });
    const id = await h.postLead();
    const failed = await waitForLead(id, (lead) => lead.notification.state === 'failed');
    expect(failed.notification.attempts).toBe(3);
    expect(failed.notification.lastError).toBeTruthy();
  });
});

describe('several instances on one database', () => {
  it('two notifiers deliver each lead exactly once, while their sends overlap', async () => {
    smtp = await startSmtpCapture();
    const settings = mailSettings(smtp.port);
    const logs: SendLog[] = [{ started: [] }, { started: [] }];
    const slow = (log: SendLog) => slowRecordingSender(createSmtpSender(settings.smtpUrl as string), 40, log);
    h = await startLeadsHarness({ mail: settings, sender: slow(logs[0] as SendLog) });
    const other = h.addInstance({ mail: settings, sender: slow(logs[1] as SendLog) });
    // Leads arrive at both instances at once, as behind a load balancer; each wakes its own notifier.
    const ids = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        (n % 2 ? (h as LeadsHarness) : other).postLead({ message: `lead ${n}` }),
      ),
    );
    const capture = smtp;
    await waitFor(() => capture.mails.length >= ids.length);
    await eventually(async () => {
      const rows = await other.sql.selectFrom('lead_notifications').select('state').execute();
      return rows.length === ids.length && rows.every((row) => row.state === 'sent');
    });
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for a wrong second send
    const messageIds = capture.mails.map((mail) => mail.headers.get('message-id'));
    expect(messageIds.sort()).toEqual(ids.map((id) => `<lead-${id}@printhaus.test>`).sort());
    const started = logs.flatMap((log) => log.started);
    expect(started).toHaveLength(ids.length); // no send of a lead was even begun twice
    // Both instances really took part.
    for (const log of logs) expect(log.started.length).toBeGreaterThan(0);
    const attempts = await h.sql.selectFrom('lead_notifications').select('attempts').execute();
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);
  });

  it('takes over a lead whose lease ran out (its instance died mid-send), not before', async () => {
    smtp = await startSmtpCapture();
    const settings = mailSettings(smtp.port, { leaseMs: 1500 });
    h = await startLeadsHarness();
    // An instance stored the lead, leased it and died before its mail went out.
    const { id } = await createContactStore(h.sql, leadOutboxListener({ enabled: true, wake() {} })).add(
      { ...lead, company: null },
      'sales',
    );
    const claimed = await createLeadsOutbox(h.sql, { owner: 'dead-instance', leaseMs: 1500 }).claim(
      Date.now(),
    );
    expect(claimed?.lead.id).toBe(id);
    const survivor = startLeadNotifier({ sql: h.sql, settings, log: () => {} });
    try {
      const capture = smtp;
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(capture.mails).toHaveLength(0); // the lease still holds
      await waitFor(() => capture.mails.length === 1);
      expect(Date.now()).toBeGreaterThanOrEqual((claimed?.leasedUntil ?? 0) - 50);
      expect(capture.mails[0]?.headers.get('message-id')).toBe(`<lead-${id}@printhaus.test>`);
      const sent = await waitForLead(id, (found) => found.notification.state === 'sent');
      expect(sent.notification.attempts).toBe(1);
    } finally {
      await survivor.stop();
    }
  });

  it('an idle instance still takes over a lead another instance claimed after it went idle', async () => {
    smtp = await startSmtpCapture();
    const settings = mailSettings(smtp.port, { leaseMs: 600 });
    h = await startLeadsHarness();
    // The survivor starts first, finds an empty outbox and goes idle; nothing will wake it.
    const survivor = startLeadNotifier({ sql: h.sql, settings, log: () => {}, pollMs: 300 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { id } = await createContactStore(h.sql, leadOutboxListener({ enabled: true, wake() {} })).add(
        { ...lead, company: null },
        'sales',
      );
      const claimed = await createLeadsOutbox(h.sql, { owner: 'dead-instance', leaseMs: 600 }).claim(
        Date.now(),
      );
      expect(claimed?.lead.id).toBe(id);
      const capture = smtp;
      await waitFor(() => capture.mails.length === 1);
      expect(capture.mails[0]?.headers.get('message-id')).toBe(`<lead-${id}@printhaus.test>`);
      const sent = await waitForLead(id, (found) => found.notification.state === 'sent');
      expect(sent.notification.attempts).toBe(1);
    } finally {
      await survivor.stop();
    }
  });
});

async function waitForLead(id: string, ready: (lead: Lead) => boolean): Promise<Lead> {
  const started = Date.now();
  for (;;) {
    const lead = await leadOf(id);
    if (ready(lead)) return lead;
    if (Date.now() - started > 15_000) throw new Error(`lead never got there: ${JSON.stringify(lead)}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}
