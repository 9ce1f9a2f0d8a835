import type { Lead } from './leadRecord.ts';
import type { LeadMailSettings } from './leadSettings.ts';

/** A plain-text notification, ready for the SMTP sender. */
export interface LeadMail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
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
  const text = [
    `New ${form} message from the website.`,
    '',
    `Form:     ${form}`,
    `Received: ${lead.createdAt}`,
    `Name:     ${name}`,
    `E-mail:   ${lead.email}`,
    `Company:  ${lead.company || '-'}`,
    '',
    'Message:',
    lead.message,
    '',
    `Open in the inbox: ${inboxLink(settings.siteOrigin, lead.id)}`,
    'Reply to this e-mail to answer the visitor.',
    '',
  ].join('\n');
  return {
    from: settings.from,
    to: lead.source === 'sales' ? settings.salesTo : settings.supportTo,
    replyTo: { name, address: lead.email },
    subject: oneLine(`New ${form} lead: ${name}${company}`),
    text,
    messageId: `<lead-${lead.id}@${domainOf(settings.from)}>`,
  };
}
