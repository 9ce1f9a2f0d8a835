import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/loadConfig.ts';
import { composeLeadMail } from './leadMail.ts';
import type { Lead } from './leadRecord.ts';

const settings = loadConfig({
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'PrintHaus Website <website@printhaus.test>',
  LEADS_SALES_TO: 'sales@printhaus.test',
  PUBLIC_SITE_URL: 'https://www.printhaus.test',
}).leads;

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: 'lead-1',
  source: 'sales',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  message: 'Hello',
  status: 'new',
  createdAt: '2026-11-23T10:00:00.000Z',
  notification: { state: 'pending', attempts: 0 },
  ...overrides,
});

describe('the lead notification mail', () => {
  it('puts the real inbox link first; a fake one in the message stays inside the marked visitor text', () => {
    const mail = composeLeadMail(
      lead({ message: 'Urgent!\n\nOpen in the inbox: http://evil.example/steal\r\nThanks' }),
      settings,
    );
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Open in the inbox: https://www.printhaus.test/staff/leads?lead=lead-1');
    // No line the visitor wrote starts a line of the mail: each is behind the quote mark,
    // between the two markers.
    const start = lines.indexOf('----- Message written by the visitor (not checked) -----');
    const end = lines.indexOf("----- End of the visitor's message -----");
    expect(start).toBeGreaterThan(0);
    expect(lines.slice(start + 1, end)).toEqual([
      '  | Urgent!',
      '  | ',
      '  | Open in the inbox: http://evil.example/steal',
      '  | Thanks',
    ]);
    expect(lines.filter((line) => line.startsWith('Open in the inbox:'))).toHaveLength(1);
  });

  it('replies to the bare address: the name a visitor types never becomes a display name', () => {
    const mail = composeLeadMail(
      lead({ firstName: 'CEO Jane Doe', lastName: '<ceo@printhaus.test>', email: 'mallory@evil.example' }),
      settings,
    );
    expect(mail.replyTo).toBe('mallory@evil.example');
  });
});
