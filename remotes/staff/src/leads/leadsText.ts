import { siteConfig } from '@pod/contracts/siteConfig';
import type { LeadSource, LeadStatus, NotificationState } from './leadTypes.ts';

// Every visible string of the staff leads inbox.
export const leadsText = {
  pageTitle: 'Leads inbox',
  documentTitle: `Leads inbox | ${siteConfig.brandName}`,
  subtitle: 'Every message sent through the Contact Us and Customer Service forms.',
  metaDescription: 'Staff inbox of contact and customer-service messages.',
  signInIntro: 'The leads inbox is for staff. Sign in to read and answer messages.',
  toUpload: 'Production images',
  toVitals: 'Web Vitals',
  toInbox: 'Open the leads inbox',
  notificationsOff:
    'E-mail notifications are off: new leads only appear here, nobody is e-mailed. Whoever runs the server can connect a mail server to turn them on.',
  filters: {
    legend: 'Filter leads',
    source: 'Form',
    status: 'Status',
    anySource: 'All forms',
    anyStatus: 'All statuses',
    search: 'Search name, e-mail, company or message',
    submit: 'Search',
    clear: 'Clear filters',
    exportCsv: 'Export CSV',
    refresh: 'Refresh',
    /** The phone's button that shows the form and status choices and the other actions. */
    toggle: (active: number) => `Filters and export${active > 0 ? ` (${active} on)` : ''}`,
  },
  table: {
    caption: 'Leads, newest first',
    received: 'Received',
    form: 'Form',
    from: 'From',
    message: 'Message',
    status: 'Status',
    notification: 'Notification',
    open: (name: string) => `Open message from ${name}`,
    loading: 'Loading leads...',
    error: 'Could not load the leads. Please try again.',
    empty: 'No leads match these filters.',
    more: 'Load more',
    loadingMore: 'Loading...',
    count: (shown: number, more: boolean) =>
      `${shown} lead${shown === 1 ? '' : 's'} shown${more ? ', more below' : ''}.`,
  },
  detail: {
    close: 'Close',
    reply: 'Reply by e-mail',
    replySubject: (form: string) => `Re: your ${form} message to ${siteConfig.brandName}`,
    markHandled: 'Mark handled',
    markSpam: 'Mark as spam',
    markNew: 'Move back to New',
    saving: 'Saving...',
    saved: (status: string) => `Status changed to ${status}.`,
    failed: 'Could not change the status. Please try again.',
    loading: 'Loading message...',
    missing: 'This lead could not be found.',
    received: 'Received',
    form: 'Form',
    // Each field's label is the field table's (@pod/contracts/contactFields).
    status: 'Status',
    notification: 'Notification',
  },
  sources: { sales: 'Sales', customer_service: 'Customer Service' } satisfies Record<LeadSource, string>,
  statuses: { new: 'New', handled: 'Handled', spam: 'Spam' } satisfies Record<LeadStatus, string>,
  notification: {
    sent: 'E-mail sent',
    pending: 'E-mail pending',
    failed: 'E-mail failed',
    off: 'Notifications off',
  } satisfies Record<NotificationState, string>,
  tries: (attempts: number) => `${attempts} ${attempts === 1 ? 'try' : 'tries'}`,
} as const;
