import styled from 'styled-components';
import { leadsText } from './leadsText.ts';
import type { LeadStatus } from './leadTypes.ts';

// A lead's status in words and in shape, so no one needs colour to tell them apart: New is a
// filled badge, Handled an outlined one with a tick, Spam a dashed one.
const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  border: 1px solid var(--color-border);
  font-size: 0.9rem;
  font-weight: 600;
  white-space: nowrap;
  color: var(--color-muted);
  &[data-status='new'] {
    background: var(--color-primary);
    border-color: var(--color-primary);
    color: var(--color-onPrimary);
    font-weight: 700;
  }
  &[data-status='spam'] { border-style: dashed; border-color: var(--color-danger); color: var(--color-danger); }
`;

const marks: Record<LeadStatus, string> = { new: '●', handled: '✓', spam: '⊘' };

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge data-status={status}>
      <span aria-hidden="true">{marks[status]}</span>
      {leadsText.statuses[status]}
    </Badge>
  );
}
