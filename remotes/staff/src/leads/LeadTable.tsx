import styled from 'styled-components';
import { LocalTime } from '../common/LocalTime.tsx';
import { EmailAddress } from './EmailAddress.tsx';
import { leadsText } from './leadsText.ts';
import { firstLine, fullName, type Lead } from './leadTypes.ts';

const text = leadsText.table;

// On a phone each lead is a card (label, value rows) instead of a row of eight columns:
// nothing scrolls sideways. Current engines keep a table's meaning for screen readers when its
// parts are laid out as blocks (the e2e axe check runs at this width).
const PHONE = '@media (max-width: 719px)';

const Frame = styled.div`
  border: 1px solid var(--color-border);
  border-radius: 12px;
  ${PHONE} { border: 0; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption { text-align: left; padding: 0.75rem; color: var(--color-muted); }
  th, td { padding: 0.6rem 0.75rem; text-align: left; vertical-align: top; border-top: 1px solid var(--color-border); }
  th { font-weight: 700; white-space: nowrap; background: var(--color-surface); }
  td.message { max-width: 28ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  td.nowrap { white-space: nowrap; }
  tr[data-status='new'] td:first-child { box-shadow: inset 4px 0 0 var(--color-primary); }
  a { color: var(--color-primary); overflow-wrap: break-word; }
  ${PHONE} {
    display: block;
    /* Heard, not seen: each cell shows its own label instead. */
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    thead, tbody, tr, th, td { display: block; }
    tr { border: 1px solid var(--color-border); border-radius: 12px; padding: 0.5rem 0.75rem; margin-bottom: 0.75rem; }
    tr[data-status='new'] { box-shadow: inset 4px 0 0 var(--color-primary); }
    tr[data-status='new'] td:first-child { box-shadow: none; }
    td { border-top: 0; padding: 0.2rem 0; display: grid; grid-template-columns: 7rem minmax(0, 1fr); gap: 0.5rem; overflow-wrap: anywhere; }
    td a { overflow-wrap: break-word; }
    td::before { content: attr(data-label); font-weight: 600; color: var(--color-muted); }
    td.message { max-width: none; white-space: normal; }
    td.nowrap { white-space: normal; }
  }
`;

const OpenButton = styled.button`
  font: inherit;
  font-weight: 600;
  color: var(--color-primary);
  background: none;
  border: 0;
  padding: 0.25rem 0;
  min-height: 24px;
  text-align: left;
  text-decoration: underline;
  overflow-wrap: anywhere;
  cursor: pointer;
`;

export function NotificationLabel({ notification }: { notification: Lead['notification'] }) {
  const label = leadsText.notification[notification.state];
  return (
    <span title={notification.lastError}>
      {label}
      {notification.state === 'pending' || notification.state === 'failed'
        ? ` (${leadsText.tries(notification.attempts)})`
        : ''}
    </span>
  );
}

const columns = [
  'received',
  'form',
  'name',
  'email',
  'company',
  'message',
  'status',
  'notification',
] as const;

export function LeadTable({ leads, onOpen }: { leads: Lead[]; onOpen: (lead: Lead) => void }) {
  return (
    <Frame>
      {/* Named by the section's heading ("Leads, newest first"), not by a caption repeating it. */}
      <Table aria-labelledby="leads-list-title">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {text[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} data-status={lead.status}>
              <td data-label={text.received} className="nowrap">
                <LocalTime iso={lead.createdAt} />
              </td>
              <td data-label={text.form}>{leadsText.sources[lead.source]}</td>
              <td data-label={text.name}>
                <OpenButton
                  type="button"
                  aria-label={text.open(fullName(lead))}
                  aria-haspopup="dialog"
                  onClick={() => onOpen(lead)}
                >
                  {fullName(lead)}
                </OpenButton>
              </td>
              <td data-label={text.email}>
                <a href={`mailto:${lead.email}`}>
                  <EmailAddress address={lead.email} />
                </a>
              </td>
              <td data-label={text.company}>{lead.company}</td>
              <td data-label={text.message} className="message">
                {firstLine(lead.message)}
              </td>
              <td data-label={text.status}>{leadsText.statuses[lead.status]}</td>
              <td data-label={text.notification}>
                <NotificationLabel notification={lead.notification} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
