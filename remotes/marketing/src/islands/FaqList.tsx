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
  h2 { font-size: 1.5rem; margin-bottom: 1rem; }
  ${({ $roughHeight }) => ($roughHeight ? renderNearViewport($roughHeight) : '')}
`;

// The whole FAQ, unsearched, is several screens of open answers. The topics from the third on are
// past every first screen (the second is in a 1920x1080 one), so they render only as they near the
// viewport (shared-ui's renderNearViewport), holding their rough heights, measured from 320 to
// 1920 px wide (e2e's nearViewport spec checks them). While a search narrows the list, every topic
// renders: their sizes change with each letter typed.
const topicRoughHeights: Readonly<Record<string, RoughHeight>> = {
  'topic-artwork': { base: '90.5rem', sm: '71rem', md: '62.5rem' },
  'topic-shipping': { base: '40.5rem', sm: '31rem', md: '28rem' },
  'topic-orders': { base: '87rem', sm: '68rem', md: '61rem' },
};

/**
 * The topics that have a question to show, each with its questions in the order given. That
 * order is the FAQ's own, or the search's relevance: then the topic holding the best match
 * comes first.
 */
function topicsInOrder(shown: readonly FaqEntry[]) {
  return faqTopics
    .map((topic) => ({ topic, entries: shown.filter((entry) => topic.questions.includes(entry.id)) }))
    .filter(({ entries }) => entries.length > 0)
    .sort((a, b) => shown.indexOf(a.entries[0] as FaqEntry) - shown.indexOf(b.entries[0] as FaqEntry));
}

/** The FAQ search box and the questions it filters: an island of /faqs. */
export default function FaqList() {
  // What the box holds, and what the list and its status answer. A key updates the box at once
  // and the list in a transition (the list is the slow part on a phone); the status always
  // describes the list on screen.
  const [query, setQuery] = useState('');
  const [listed, setListed] = useState('');
  const { shown, highlight, prepare } = useFaqSearch(faqs, listed);
  const search = useCallback((next: string) => {
    setQuery(next);
    startTransition(() => setListed(next));
  }, []);
  // Right after hydration, in the same task: a query typed before is answered at once, list
  // and status together, not a frame later.
  const takeOver = useCallback(
    (typed: string, focused: boolean) => {
      if (typed) {
        setQuery(typed);
        setListed(typed);
      }
      // The focus or typing that brought the search to life: load the engine, as on focus.
      if (typed || focused) prepare();
    },
    [prepare],
  );
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
      {topicsInOrder(shown).map(({ topic, entries }) => (
        <Topic
          key={topic.id}
          aria-labelledby={topic.id}
          $roughHeight={listed.trim() ? undefined : topicRoughHeights[topic.id]}
        >
          <h2 id={topic.id}>{topic.title}</h2>
          <List>
            {entries.map((entry) => (
              <FaqCard key={entry.id} entry={entry} highlight={highlight} />
            ))}
          </List>
        </Topic>
      ))}
    </>
  );
}
