import { SEARCH_MARKS } from '@pod/deploy-format/searchLists';
import { type RoughHeight, renderNearViewport } from '@pod/shared-ui';
import { startTransition, useCallback, useState } from 'react';
import styled from 'styled-components';
import { FaqCard } from '../components/faq/FaqCard.tsx';
import { FaqSearch } from '../components/faq/FaqSearch.tsx';
import { resultMessage } from '../components/faq/filterFaqs.ts';
import { useFaqSearch } from '../components/faq/useFaqSearch.ts';
import { FAQ_MEASURE as measure } from '../content/faqMeasure.ts';
import { type FaqEntry, faqs } from '../content/faqs.ts';
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

const groupMark = { [SEARCH_MARKS.group]: '' };

/**
 * Every topic with every question, the shown ones kept in place, the others hidden: the server's
 * `?q=` answer and the head's early script hide the same ones in the same HTML, so the island
 * hydrates over it whatever was searched. Once the engine ranks them (`ranked`), the shown
 * questions come first in its order, and the topic holding the best match first.
 */
function topicsInOrder(shown: readonly FaqEntry[], ranked: boolean) {
  const isShown = new Set(shown);
  const rank = (entry: FaqEntry) => (isShown.has(entry) ? shown.indexOf(entry) : shown.length);
  const topics = faqTopics.map((topic) => {
    const entries = faqs.filter((entry) => topic.questions.includes(entry.id));
    if (ranked) entries.sort((a, b) => rank(a) - rank(b));
    return { topic, entries, hidden: !entries.some((entry) => isShown.has(entry)) };
  });
  if (ranked) topics.sort((a, b) => Math.min(...a.entries.map(rank)) - Math.min(...b.entries.map(rank)));
  return topics;
}

/**
 * The query the island starts from: what the box holds when it comes alive (the server's `?q=`
 * answer, or what was typed since, which the early script has answered in the same HTML); on a
 * page rendered in the browser, the address's. Empty at build time.
 */
function startingQuery(): string {
  if (typeof document === 'undefined') return '';
  const box = document.getElementById('faq-search');
  if (box instanceof HTMLInputElement) return box.value;
  return new URLSearchParams(window.location.search).get('q') ?? '';
}

/** The FAQ search box and the questions it filters: an island of /faqs. */
export default function FaqList() {
  // What the box holds, and what the list and its status answer. A key updates the box at once
  // and the list in a transition (the list is the slow part on a phone); the status always
  // describes the list on screen.
  const [query, setQuery] = useState(startingQuery);
  const [listed, setListed] = useState(query);
  const { shown, highlight, prepare } = useFaqSearch(faqs, listed);
  const search = useCallback((next: string) => {
    setQuery(next);
    startTransition(() => setListed(next));
  }, []);
  // Right after hydration: a query in the box, or the focus that brought the search to life,
  // loads the engine (as on focus).
  const takeOver = useCallback(
    (typed: string, focused: boolean) => {
      if (typed || focused) prepare();
    },
    [prepare],
  );
  const isShown = new Set(shown);
  return (
    <>
      <FaqSearch
        query={query}
        onQueryChange={search}
        onFocus={prepare}
        message={resultMessage(shown.length, faqs.length, listed)}
        total={faqs.length}
        onLive={takeOver}
      />
      {topicsInOrder(shown, highlight !== undefined).map(({ topic, entries, hidden }) => (
        <Topic
          key={topic.id}
          aria-labelledby={topic.id}
          $roughHeight={topicRoughHeights[topic.id]}
          hidden={hidden}
          {...groupMark}
        >
          <h2 id={topic.id}>{topic.title}</h2>
          <List>
            {entries.map((entry) => (
              <FaqCard key={entry.id} entry={entry} highlight={highlight} hidden={!isShown.has(entry)} />
            ))}
          </List>
        </Topic>
      ))}
    </>
  );
}
