import { Link } from '@pod/router';
import styled from 'styled-components';
import type { FaqEntry } from '../../content/faqs.ts';

const linkStyles = `
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: 0.5rem;
  /* A download link may follow on the same line: a clear gap, so the two never read as one. */
  margin-right: 2rem;
  font-weight: 600;
`;
const InternalLink = styled(Link)`${linkStyles}`;
const ExternalLink = styled.a`${linkStyles}`;

/** The next step an answer points to: a page of this site, or the external portal in a new tab. */
export function FaqAction({ action }: { action: NonNullable<FaqEntry['action']> }) {
  if (action.href.startsWith('/')) {
    return (
      <InternalLink to={action.href}>
        {action.label}&nbsp;<span aria-hidden="true">→</span>
      </InternalLink>
    );
  }
  return (
    <ExternalLink href={action.href} target="_blank" rel="noopener noreferrer">
      {action.label} <span className="visually-hidden">(opens in a new tab)</span>
      <span aria-hidden="true">↗</span>
    </ExternalLink>
  );
}
