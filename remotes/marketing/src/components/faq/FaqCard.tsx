import type { TextSegment } from '@pod/faq-search/highlight';
import { SEARCH_MARKS } from '@pod/faq-search/marks';
import styled from 'styled-components';
import { designGuidelinesUrl } from '../../assets/designGuidelinesUrl.ts';
import type { FaqEntry } from '../../content/faqs.ts';
import { FaqAction } from './FaqAction.tsx';
import { Highlight } from './Highlight.tsx';

const Article = styled.article`
  border: 1px solid var(--color-border);
  border-radius: 16px;
  background: var(--color-surfaceRaised);
  padding: 1.25rem 1.5rem;
  h2 { font-size: 1.2rem; }
  p { margin: 0.5rem 0 0; }
  /* The card a /faqs#id link points at stands out. */
  &[hidden] { display: none; }
  &:target, &:focus { border-color: var(--color-primary); box-shadow: 0 0 0 2px var(--color-primary); }
`;

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  margin-top: 0.75rem;
  min-height: 44px;
  font-weight: 600;
`;

interface Props {
  entry: FaqEntry;
  /** Its place in the page's order (the search's mark: the head's filter reads the order by it). */
  place: number;
  /** Left out by the search: kept in the page, hidden (the server's `?q=` answer hides it too). */
  hidden?: boolean;
  /** Marks the words a search matched; undefined shows the plain text. */
  highlight?: ((text: string) => TextSegment[]) | undefined;
}

// The marks the build and the head's filter find the card and its searched text by
// (@pod/faq-search/marks): the question, then each paragraph.
const searchText = { [SEARCH_MARKS.text]: '' };

export function FaqCard({ entry, place, highlight, hidden = false }: Props) {
  const searchItem = { [SEARCH_MARKS.item]: String(place) };
  return (
    <Article id={entry.id} aria-labelledby={`${entry.id}-q`} hidden={hidden} {...searchItem}>
      {/* Under its topic's <h2>. */}
      <h3 id={`${entry.id}-q`} {...searchText}>
        <Highlight text={entry.question} highlight={highlight} />
      </h3>
      {entry.answer.map((paragraph) => (
        <p key={paragraph.slice(0, 32)} {...searchText}>
          <Highlight text={paragraph} highlight={highlight} />
        </p>
      ))}
      {entry.action ? <FaqAction action={entry.action} /> : null}
      {entry.downloadLink ? (
        <Download href={designGuidelinesUrl} download={entry.downloadLink.fileName} type="application/pdf">
          <span aria-hidden="true">⤓</span> {entry.downloadLink.label}
        </Download>
      ) : null}
    </Article>
  );
}
