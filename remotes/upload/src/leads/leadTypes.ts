// The inbox API's shapes (GET /api/contacts and /api/contacts/:id).
export type LeadSource = 'sales' | 'customer_service';
export type LeadStatus = 'new' | 'handled' | 'spam';
export type NotificationState = 'pending' | 'sent' | 'failed' | 'off';

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
  notification: { state: NotificationState; attempts: number; lastError?: string; sentAt?: string };
}

export interface LeadPage {
  items: Lead[];
  nextCursor: string | null;
  notifications: 'on' | 'off';
}

export interface LeadFilter {
  source: LeadSource | '';
  status: LeadStatus | '';
  q: string;
}

export const leadSources: readonly LeadSource[] = ['sales', 'customer_service'];
export const leadStatuses: readonly LeadStatus[] = ['new', 'handled', 'spam'];

/** ?source=&status=&q= for the list and the export (empty filters left out). */
export function filterParams(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.source) params.set('source', filter.source);
  if (filter.status) params.set('status', filter.status);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  return params;
}

export function readFilter(params: URLSearchParams): LeadFilter {
  const source = params.get('source') ?? '';
  const status = params.get('status') ?? '';
  return {
    source: (leadSources as readonly string[]).includes(source) ? (source as LeadSource) : '',
    status: (leadStatuses as readonly string[]).includes(status) ? (status as LeadStatus) : '',
    q: params.get('q') ?? '',
  };
}

export const fullName = (lead: Pick<Lead, 'firstName' | 'lastName'>) => `${lead.firstName} ${lead.lastName}`;
export const firstLine = (text: string) => text.split(/\r?\n/, 1)[0] ?? '';
