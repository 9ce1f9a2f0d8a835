import styled from 'styled-components';
import { LocalTime } from '../common/LocalTime.tsx';
import { leadsText } from './leadsText.ts';
import { firstLine, fullName, type Lead } from './leadTypes.ts';

const text = leadsText.table;

// Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  &:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
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
  a { color: var(--color-primary); overflow-wrap: anywhere; }
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

export function LeadTable({ leads, onOpen }: { leads: Lead[]; onOpen: (lead: Lead) => void }) {
  return (
    // Focusable: keyboard users can scroll the table sideways on narrow screens.
    <Scroller tabIndex={0} role="region" aria-label={text.caption}>
      <Table>
        <caption>{text.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.received}</th>
            <th scope="col">{text.form}</th>
            <th scope="col">{text.name}</th>
            <th scope="col">{text.email}</th>
            <th scope="col">{text.company}</th>
            <th scope="col">{text.message}</th>
            <th scope="col">{text.status}</th>
            <th scope="col">{text.notification}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} data-status={lead.status}>
              <td className="nowrap">
                <LocalTime iso={lead.createdAt} />
              </td>
              <td>{leadsText.sources[lead.source]}</td>
              <td>
                <OpenButton
                  type="button"
                  aria-label={text.open(fullName(lead))}
                  aria-haspopup="dialog"
                  onClick={() => onOpen(lead)}
                >
                  {fullName(lead)}
                </OpenButton>
              </td>
              <td>
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
              </td>
              <td>{lead.company}</td>
              <td className="message">{firstLine(lead.message)}</td>
              <td>{leadsText.statuses[lead.status]}</td>
              <td>
                <NotificationLabel notification={lead.notification} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
