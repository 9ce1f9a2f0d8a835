import {
  type Lead,
  type LeadSource,
  type LeadStatus,
  leadSources,
  leadStatuses,
} from '@pod/contracts/leadShape';

// The inbox API's shapes beyond one lead (@pod/contracts/leadShape), and the filter in the URL.
export type { Lead, LeadSource, LeadStatus, NotificationState } from '@pod/contracts/leadShape';
export { leadSources, leadStatuses };

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
