import { highlightMatches } from '@pod/faq-search/highlight';
import { SEARCH_MARKS } from '@pod/faq-search/marks';
import { normaliseQuery } from '@pod/faq-search/query';
import { type RoughHeight, renderNearViewport } from '@pod/shared-ui';
import { startTransition, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { FaqCard } from '../components/faq/FaqCard.tsx';
import { FaqSearch } from '../components/faq/FaqSearch.tsx';
import { faqsInPageOrder, resultMessage, searchFaqs } from '../components/faq/searchFaqs.ts';
import { FAQ_MEASURE as measure } from '../content/faqMeasure.ts';
import { faqs } from '../content/faqs.ts';
import { faqTopics } from '../content/faqTopics.ts';

const List = styled.div`
  display: grid;
  gap: 1rem;
  max-width: ${measure};
`;

const Topic = styled.section<{ $roughHeight?: RoughHeight | undefined }>`
  max-width: ${measure};
  & + & { margin-top: 2.5rem; }
  &[hidden] { display: none; }
  h2 { font-size: 1.5rem; margin-bottom: 1rem; }
  ${({ $roughHeight }) => ($roughHeight ? renderNearViewport($roughHeight) : '')}
  /* While a search narrows the list, every topic renders: their sizes change with each key. */
  :root:has(article[hidden]) & { content-visibility: visible; }
`;

// The whole FAQ, unsearched, is several screens of open answers. The topics from the third on are
// past every first screen (the second is in a 1920x1080 one), so they render only as they near the
// viewport (shared-ui's renderNearViewport), holding their rough heights, measured from 320 to
// 1920 px wide (e2e's nearViewport spec checks them). Their class is the same whatever the
// query (the server's `?q=` answer keeps the build's classes); CSS lifts it while one is hidden.
const topicRoughHeights: Readonly<Record<string, RoughHeight>> = {
  'topic-artwork': { base: '90.5rem', sm: '71rem', md: '62.5rem' },
  'topic-shipping': { base: '40.5rem', sm: '31rem', md: '28rem' },
  'topic-orders': { base: '87rem', sm: '68rem', md: '61rem' },
};

/**
 * The query the island starts from: what the box holds when it comes alive (the server's `?q=`
 * answer, or what was typed since, which the head's filter has answered in the same HTML); on
 * a page rendered in the browser, the address's, as the server would write it. Empty at build time.
 */
function startingQuery(): string {
  if (typeof document === 'undefined') return '';
  const box = document.getElementById('faq-search');
  if (box instanceof HTMLInputElement) return box.value;
  return normaliseQuery(new URLSearchParams(window.location.search).get('q') ?? '');
}

/**
 * The FAQ search box and the questions it filters: an island of /faqs. Every topic with every
 * question, in the order the search gives (searchFaqs.ts), those left out hidden: the server's
 * `?q=` answer and the head's filter arrange the same HTML the same way, so the island hydrates
 * over it whatever was searched.
 */
export default function FaqList() {
  // What the box holds, and what the list and its status answer. A key updates the box at once
  // and the list in a transition (the list is the slow part on a phone); the status always
  // describes the list on screen.
  const [query, setQuery] = useState(startingQuery);
  const [listed, setListed] = useState(query);
  // Matched words are marked once hydrated: the server's HTML and the first render mark none.
  const [hydrated, setHydrated] = useState(false);
  const { topics, shown, matched } = useMemo(() => searchFaqs(listed), [listed]);
  const highlight = useMemo(
    () => (hydrated && matched.size > 0 ? (text: string) => highlightMatches(text, matched) : undefined),
    [hydrated, matched],
  );
  const search = useCallback((next: string) => {
    setQuery(next);
    startTransition(() => setListed(next));
  }, []);
  const markHydrated = useCallback(() => setHydrated(true), []);
  return (
    <>
      <FaqSearch
        query={query}
        onQueryChange={search}
        message={resultMessage(shown, faqs.length, listed)}
        total={faqs.length}
        onHydrated={markHydrated}
      />
      {topics.map(({ group, hidden, items }) => {
        const topic = faqTopics[group];
        if (!topic) return null;
        return (
          <Topic
            key={topic.id}
            aria-labelledby={topic.id}
            $roughHeight={topicRoughHeights[topic.id]}
            hidden={hidden}
            {...{ [SEARCH_MARKS.group]: String(group) }}
          >
            <h2 id={topic.id}>{topic.title}</h2>
            <List>
              {items.map(({ item, hidden: left }) => {
                const entry = faqsInPageOrder[item];
                return entry ? (
                  <FaqCard key={entry.id} entry={entry} place={item} highlight={highlight} hidden={left} />
                ) : null;
              })}
            </List>
          </Topic>
        );
      })}
    </>
  );
}
