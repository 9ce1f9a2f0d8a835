import { Link } from '@pod/router';
import styled from 'styled-components';
import type { Check } from '../analysis/verdict.ts';
import { resultTexts } from '../content/resultTexts.ts';
import { VerdictBadge } from './VerdictBadge.tsx';

const text = resultTexts.results;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Item = styled.li`
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surfaceRaised);
  h3 { margin: 0 0 0.5rem; font-size: 1.1rem; display: flex; flex-wrap: wrap; gap: 0.5rem 0.75rem; align-items: center; }
  dl { margin: 0; display: grid; gap: 0.35rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  a { color: var(--color-primary); font-weight: 600; }
`;

/**
 * Each check: its verdict, the measured value (said to be close, not exact, on a first look), the
 * fix and the FAQ answer that explains it.
 */
export function CheckList({ checks, firstLook }: { checks: readonly Check[]; firstLook: boolean }) {
  return (
    <List>
      {checks.map((check) => (
        <Item key={check.id} data-check={check.id}>
          <h3>
            {check.title} <VerdictBadge verdict={check.verdict} label={text.verdictLabel[check.verdict]} />
          </h3>
          <dl>
            <dt>{firstLook ? text.measuredFirstLook : text.measuredLabel}</dt>
            <dd>{check.measured}</dd>
            <dt>{text.fixLabel}</dt>
            <dd>
              {check.fix} <Link to={check.faq.href}>{check.faq.label}</Link>
            </dd>
          </dl>
        </Item>
      ))}
    </List>
  );
}
