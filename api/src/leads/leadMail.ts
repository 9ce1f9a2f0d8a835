import {
  type ContactFieldTable,
  contactFieldTable,
  fieldsOf,
  fieldValue,
  staffLabelOf,
} from '@pod/contracts/contactFields';
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

/** "Label:" and the value, lined up with the mail's other facts ("-" for a field left empty). */
const factLine = (label: string, value: string) =>
  `${`${label}:`.padEnd(Math.max(10, label.length + 2))}${value ? oneLine(value) : '-'}`;

/**
 * The mail about a lead: the sender's name, each other field of the lead's form as a fact, and
 * the message quoted (the fields of `fields`, the field table).
 */
export function composeLeadMail(
  lead: Lead,
  settings: LeadMailSettings,
  fields: ContactFieldTable = contactFieldTable,
): LeadMail {
  const asked = fieldsOf(fields, lead.source);
  const name = oneLine(
    asked
      .filter((field) => field.staffView === 'name')
      .map((field) => fieldValue(lead, field))
      .join(' '),
  );
  const form = formNames[lead.source];
  const company = lead.company ? ` (${oneLine(lead.company)})` : '';
  const facts = asked
    .filter((field) => field.staffView === undefined)
    .map((field) => factLine(staffLabelOf(field), fieldValue(lead, field)));
  // The inbox link comes first, above anything the visitor wrote, and everything they typed
  // sits between two markers and is indented, so no line of theirs can pass for ours (a
  // second "Open in the inbox:" line, a fake signature).
  const quoted = asked
    .filter((field) => field.staffView === 'message')
    .flatMap((field) => fieldValue(lead, field).replace(/\r\n?/g, '\n').split('\n'))
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
    ...facts,
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
