import type { LeadMailSettings } from '../config/leadsConfig.ts';
import type { Lead } from './leadRecord.ts';

/** A plain-text notification, ready for the SMTP sender. */
export interface LeadMail {
  from: string;
  to: string;
  /** The visitor's bare address: a display name they typed could claim to be anyone. */
  replyTo: string;
  subject: string;
  text: string;
  /** Stable per lead, so a mail server or client can drop a repeat. */
  messageId: string;
}

const formNames = { sales: 'Sales', customer_service: 'Customer Service' } as const;

// Header values come from visitors: never let one carry a line break.
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

function domainOf(address: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

export function inboxLink(siteOrigin: string, leadId: string): string {
  return `${siteOrigin}/staff/leads?lead=${encodeURIComponent(leadId)}`;
}

export function composeLeadMail(lead: Lead, settings: LeadMailSettings): LeadMail {
  const name = oneLine(`${lead.firstName} ${lead.lastName}`);
  const form = formNames[lead.source];
  const company = lead.company ? ` (${oneLine(lead.company)})` : '';
  // The inbox link comes first, above anything the visitor wrote, and everything they typed
  // sits between two markers and is indented, so no line of theirs can pass for ours (a
  // second "Open in the inbox:" line, a fake signature).
  const quoted = lead.message
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `  | ${line}`);
  const text = [
    `Open in the inbox: ${inboxLink(settings.siteOrigin, lead.id)}`,
    '',
    `New ${form} message from the website.`,
    'Reply to this e-mail to answer the visitor.',
    '',
    `Form:     ${form}`,
    `Received: ${lead.createdAt}`,
    `Name:     ${name}          (as typed by the visitor)`,
    `E-mail:   ${lead.email}`,
    `Company:  ${lead.company ? oneLine(lead.company) : '-'}`,
    '',
    '----- Message written by the visitor (not checked) -----',
    ...quoted,
    "----- End of the visitor's message -----",
    '',
  ].join('\n');
  return {
    from: settings.from,
    to: lead.source === 'sales' ? settings.salesTo : settings.supportTo,
    replyTo: lead.email,
    subject: oneLine(`New ${form} lead: ${name}${company}`),
    text,
    messageId: `<lead-${lead.id}@${domainOf(settings.from)}>`,
  };
}
