import styled from 'styled-components';

const Nav = styled.nav<{ $numbered: boolean }>`
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: 16px;
  padding: 1.25rem 1.5rem;
  margin-bottom: 2.5rem;
  h2 { font-size: 1.15rem; margin-bottom: 0.75rem; }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    columns: 2 16rem;
    column-gap: 2rem;
    list-style: ${({ $numbered }) => ($numbered ? 'none' : 'decimal')};
    ${({ $numbered }) => ($numbered ? 'padding-left: 0;' : '')}
  }
  li { break-inside: avoid; padding: 0.15rem 0; }
  a { display: inline-block; padding: 0.2rem 0; }
`;

interface Props {
  entries: readonly { id: string; title: string }[];
  /** Numbered titles already carry their number; the list then shows no second one. */
  numbered?: boolean;
}

/**
 * Plain in-page anchor links: they work without JavaScript. Focus follows them to the section:
 * on a server page the head's inline starter does it (shell/src/inline/islands.ts), on a page rendered
 * in the browser useScrollToHash.
 */
export function TableOfContents({ entries, numbered = false }: Props) {
  return (
    <Nav aria-labelledby="toc-heading" $numbered={numbered}>
      <h2 id="toc-heading">Contents</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
