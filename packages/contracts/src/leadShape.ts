// One lead as the staff inbox API returns it (GET /api/contacts and /api/contacts/:id): the API
// builds it, the staff remote's inbox shows it.
import type { ContactFieldValues } from './contactFields.ts';
import type { LeadSource } from './contactForms.ts';

export { type LeadSource, leadSources } from './contactForms.ts';
export type LeadStatus = 'new' | 'handled' | 'spam';
export type NotificationState = 'pending' | 'sent' | 'failed' | 'off';

export const leadStatuses: readonly LeadStatus[] = ['new', 'handled', 'spam'];

export interface LeadNotification {
  state: NotificationState;
  attempts: number;
  lastError?: string;
  sentAt?: string;
}

/** A lead: its record, and the value of every contact field ('' for one left empty). */
export type Lead = {
  id: string;
  source: LeadSource;
  status: LeadStatus;
  createdAt: string;
  notification: LeadNotification;
} & ContactFieldValues;
