import styled from 'styled-components';
import type { Verdict } from '../analysis/verdict.ts';

const tone: Record<Verdict, string> = {
  good: 'var(--color-success)',
  warning: 'var(--color-warning)',
  problem: 'var(--color-danger)',
};

const symbol: Record<Verdict, string> = { good: '✓', warning: '!', problem: '✕' };

const Badge = styled.span<{ $verdict: Verdict }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.1rem 0.6rem;
  border: 2px solid ${({ $verdict }) => tone[$verdict]};
  border-radius: 999px;
  color: ${({ $verdict }) => tone[$verdict]};
  font-weight: 700;
  font-size: 0.95rem;
  white-space: nowrap;
`;

/** A verdict in words and a symbol, never by colour alone. */
export function VerdictBadge({ verdict, label }: { verdict: Verdict; label: string }) {
  return (
    <Badge $verdict={verdict} data-verdict={verdict}>
      <span aria-hidden="true">{symbol[verdict]}</span>
      {label}
    </Badge>
  );
}
