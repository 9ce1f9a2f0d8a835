import styled from 'styled-components';
import type { Partner } from '../content/partners.ts';

const List = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  /* auto-fit: the marks share a row out between them, so a short list leaves no empty columns. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-height: 6.5rem;
    padding: 1rem 0.75rem;
    border: 1px solid var(--color-border);
    border-radius: 12px;
    background: var(--color-surfaceRaised);
    color: var(--color-text);
    text-align: center;
  }
  svg { width: 2.25rem; height: 2.25rem; fill: currentColor; }
  svg.wide { width: 4.5rem; }
  .name { font-weight: 700; }
  .note { font-size: 0.85rem; color: var(--color-muted); }
  /* A partner without a mark in the icon set: its name set as a wordmark. */
  .wordmark { font-size: 1.2rem; letter-spacing: 0.01em; }
`;

/** Partner marks in the text colour of either theme, each named for screen readers. */
export function PartnerMarks({ partners }: { partners: readonly Partner[] }) {
  return (
    <List>
      {partners.map((partner) => (
        <li key={partner.name}>
          {partner.iconPath ? (
            <svg
              role="img"
              aria-label={partner.name}
              className={partner.wide ? 'wide' : undefined}
              viewBox={partner.wide ? '0 6 24 12' : '0 0 24 24'}
            >
              <path d={partner.iconPath} />
            </svg>
          ) : null}
          <span
            className={partner.iconPath ? 'name' : 'name wordmark'}
            aria-hidden={partner.iconPath ? true : undefined}
          >
            {partner.name}
          </span>
          {partner.note ? <span className="note">{partner.note}</span> : null}
        </li>
      ))}
    </List>
  );
}
