import { contactFieldTable, fieldsOf, fieldValue, staffLabelOf } from '@pod/contracts/contactFields';
import { Button, ButtonAnchor } from '@pod/shared-ui';
import { Fragment, useId, useState } from 'react';
import styled from 'styled-components';
import { useSignedOutOn401 } from '../auth/signedOutOn401.ts';
import { LocalTime } from '../common/LocalTime.tsx';
import { DialogActions, ModalDialog } from '../common/ModalDialog.tsx';
import { NotificationLabel } from './LeadTable.tsx';
import { leadsText } from './leadsText.ts';
import { fullName, type Lead, type LeadStatus } from './leadTypes.ts';
import { useLead, useSetLeadStatus } from './useLeads.ts';

const text = leadsText.detail;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1rem;
  margin: 0 0 1rem;
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
  a { color: var(--color-primary); }
`;

// Text content, never markup: React escapes it; pre-wrap keeps the visitor's line breaks.
const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: 8px;
  padding: 0.75rem 1rem;
  margin: 0.25rem 0 0;
  max-height: 40vh;
  overflow: auto;
`;

const Status = styled.p`
  margin: 1rem 0 0;
  font-weight: 600;
  &[data-error='true'] { color: var(--color-danger); }
`;

function mailtoHref(lead: Lead): string {
  const subject = text.replySubject(leadsText.sources[lead.source]);
  return `mailto:${lead.email}?subject=${encodeURIComponent(subject)}`;
}

const statusActions: { status: LeadStatus; label: string }[] = [
  { status: 'handled', label: text.markHandled },
  { status: 'spam', label: text.markSpam },
  { status: 'new', label: text.markNew },
];

/** One lead in full (each field of its form, from the field table), with "Reply by e-mail" and the status buttons. */
export function LeadDialog({
  leadId,
  preview,
  onClose,
}: {
  leadId: string | null;
  /** The row already loaded, shown while the fresh copy loads. */
  preview: Lead | undefined;
  onClose: () => void;
}) {
  const titleId = useId();
  const query = useLead(leadId);
  const setStatus = useSetLeadStatus();
  const signedOutOn401 = useSignedOutOn401();
  const [announcement, setAnnouncement] = useState<{ text: string; error: boolean } | null>(null);
  const lead = query.data ?? preview;

  const change = (status: LeadStatus) => {
    if (!lead) return;
    setAnnouncement(null);
    setStatus.mutate(
      { id: lead.id, status },
      {
        onSuccess: () => setAnnouncement({ text: text.saved(leadsText.statuses[status]), error: false }),
        onError: (error) => {
          signedOutOn401(error);
          setAnnouncement({ text: text.failed, error: true });
        },
      },
    );
  };

  return (
    <ModalDialog
      open={leadId !== null}
      onClose={() => {
        setAnnouncement(null);
        onClose();
      }}
      labelledBy={titleId}
    >
      {lead ? (
        <>
          <h2 id={titleId}>{fullName(lead)}</h2>
          <Facts>
            <dt>{text.received}</dt>
            <dd>
              <LocalTime iso={lead.createdAt} />
            </dd>
            <dt>{text.form}</dt>
            <dd>{leadsText.sources[lead.source]}</dd>
            {fieldsOf(contactFieldTable, lead.source)
              .filter((field) => field.staffView === undefined)
              .map((field) => {
                const value = fieldValue(lead, field);
                return (
                  <Fragment key={field.name}>
                    <dt>{staffLabelOf(field)}</dt>
                    <dd>
                      {value && field.input === 'email' ? (
                        <a href={`mailto:${value}`}>{value}</a>
                      ) : (
                        value || '—'
                      )}
                    </dd>
                  </Fragment>
                );
              })}
            <dt>{text.status}</dt>
            <dd>{leadsText.statuses[lead.status]}</dd>
            <dt>{text.notification}</dt>
            <dd>
              <NotificationLabel notification={lead.notification} />
              {lead.notification.lastError ? ` — ${lead.notification.lastError}` : ''}
            </dd>
          </Facts>
          {fieldsOf(contactFieldTable, lead.source)
            .filter((field) => field.staffView === 'message')
            .map((field) => (
              <Fragment key={field.name}>
                <strong>{staffLabelOf(field)}</strong>
                <Message>{fieldValue(lead, field)}</Message>
              </Fragment>
            ))}
          <div role="status">
            {announcement ? <Status data-error={announcement.error}>{announcement.text}</Status> : null}
          </div>
          <DialogActions>
            <ButtonAnchor href={mailtoHref(lead)}>{text.reply}</ButtonAnchor>
            {statusActions.map((action) => {
              // aria-disabled, not disabled: the button just pressed keeps the focus.
              const inactive = action.status === lead.status || setStatus.isPending;
              return (
                <Button
                  key={action.status}
                  type="button"
                  $variant="secondary"
                  aria-disabled={inactive}
                  onClick={() => {
                    if (!inactive) change(action.status);
                  }}
                >
                  {action.label}
                </Button>
              );
            })}
            <Button type="button" $variant="secondary" onClick={onClose}>
              {text.close}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <h2 id={titleId}>{query.isError ? text.missing : text.loading}</h2>
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {text.close}
            </Button>
          </DialogActions>
        </>
      )}
    </ModalDialog>
  );
}
