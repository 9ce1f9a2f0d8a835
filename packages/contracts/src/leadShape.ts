// One lead as the staff inbox API returns it (GET /api/contacts and /api/contacts/:id): the API
// builds it, the upload remote's inbox shows it.

/** Which form a message came from: the sales form (/contact) or customer service (/contact-cs). */
export type LeadSource = 'sales' | 'customer_service';
export type LeadStatus = 'new' | 'handled' | 'spam';
export type NotificationState = 'pending' | 'sent' | 'failed' | 'off';

export const leadSources: readonly LeadSource[] = ['sales', 'customer_service'];
export const leadStatuses: readonly LeadStatus[] = ['new', 'handled', 'spam'];

export interface LeadNotification {
  state: NotificationState;
  attempts: number;
  lastError?: string;
  sentAt?: string;
}

export interface Lead {
  id: string;
  source: LeadSource;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  message: string;
  status: LeadStatus;
  createdAt: string;
  notification: LeadNotification;
}
