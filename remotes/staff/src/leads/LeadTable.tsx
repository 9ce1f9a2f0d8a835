import styled from 'styled-components';
import { LocalTime } from '../common/LocalTime.tsx';
import { EmailAddress } from './EmailAddress.tsx';
import { leadsText } from './leadsText.ts';
import { firstLine, fullName, type Lead } from './leadTypes.ts';
import { StatusBadge } from './StatusBadge.tsx';

const text = leadsText.table;

// Wide screens: six columns of fixed share (table-layout: fixed), so the table is never wider
// than its card whatever a name, address or message holds: the sender's name, address and
// company share one column, words wrap whole, the message gets the room that is left.
// Narrower screens (tablets, phones): each lead is a card (label, value rows) and nothing
// scrolls sideways. Current engines keep a table's meaning for screen readers when its parts
// are laid out as blocks (the e2e axe check runs at this width).
const CARDS = '@media (max-width: 1023px)';

const Frame = styled.div`
  border: 1px solid var(--color-border);
  border-radius: 12px;
  overflow: hidden;
  ${CARDS} { border: 0; overflow: visible; }
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: 0.95rem;
  th, td { padding: 0.6rem 0.75rem; text-align: left; vertical-align: top; border-top: 1px solid var(--color-border); overflow-wrap: break-word; }
  thead th { border-top: 0; }
  th { font-weight: 700; background: var(--color-surface); }
  col.status { width: 7rem; }
  col.received { width: 8.5rem; }
  col.from { width: 28%; }
  col.form { width: 7.5rem; }
  col.notification { width: 8.5rem; }
  .message span { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
  .email { display: block; width: fit-content; max-width: 100%; }
  .company { display: block; color: var(--color-muted); }
  a { color: var(--color-primary); }
  /* New leads stand out: an accent bar, the name in bold. Handled and spam ones step back. */
  tr[data-status='new'] td:first-child { box-shadow: inset 4px 0 0 var(--color-primary); }
  tr:not([data-status='new']) .message { color: var(--color-muted); }
  tr:not([data-status='new']) button { font-weight: 400; }
  ${CARDS} {
    display: block;
    /* Heard, not seen: each cell shows its own label instead. */
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    colgroup { display: none; }
    thead, tbody, tr, th, td { display: block; }
    tr { border: 1px solid var(--color-border); border-radius: 12px; padding: 0.5rem 0.75rem; margin-bottom: 0.75rem; }
    tr[data-status='new'] { border-left: 6px solid var(--color-primary); background: var(--color-surfaceRaised); }
    tr:not([data-status='new']) { background: var(--color-surface); }
    tr[data-status='new'] td:first-child { box-shadow: none; }
    td { border-top: 0; padding: 0.2rem 0; display: grid; grid-template-columns: 6.5rem minmax(0, 1fr); gap: 0.5rem; }
    td::before { content: attr(data-label); font-weight: 600; color: var(--color-muted); }
    /* The badge says what it is: it heads the card on its own. */
    td.status { display: block; padding-bottom: 0.4rem; }
    td.status::before { content: none; }
  }
`;

const OpenButton = styled.button`
  font: inherit;
  font-weight: 700;
  color: var(--color-primary);
  background: none;
  border: 0;
  padding: 0.25rem 0;
  min-height: 24px;
  text-align: left;
  text-decoration: underline;
  /* Whole words: a name breaks inside a word only when that word alone is wider than the column. */
  overflow-wrap: break-word;
  max-width: 100%;
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

const columns = ['status', 'received', 'from', 'form', 'message', 'notification'] as const;

export function LeadTable({ leads, onOpen }: { leads: Lead[]; onOpen: (lead: Lead) => void }) {
  return (
    <Frame>
      {/* Named by the section's heading ("Leads, newest first"), not by a caption repeating it. */}
      <Table aria-labelledby="leads-list-title">
        <colgroup>
          {columns.map((column) => (
            <col key={column} className={column} />
          ))}
        </colgroup>
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
              <td data-label={text.status} className="status">
                <StatusBadge status={lead.status} />
              </td>
              <td data-label={text.received}>
                <LocalTime iso={lead.createdAt} />
              </td>
              <td data-label={text.from}>
                <div>
                  <OpenButton
                    type="button"
                    aria-label={text.open(fullName(lead))}
                    aria-haspopup="dialog"
                    onClick={() => onOpen(lead)}
                  >
                    {fullName(lead)}
                  </OpenButton>
                  <a href={`mailto:${lead.email}`} className="email">
                    <EmailAddress address={lead.email} />
                  </a>
                  {lead.company ? <span className="company">{lead.company}</span> : null}
                </div>
              </td>
              <td data-label={text.form}>{leadsText.sources[lead.source]}</td>
              <td data-label={text.message} className="message">
                <span>{firstLine(lead.message)}</span>
              </td>
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
