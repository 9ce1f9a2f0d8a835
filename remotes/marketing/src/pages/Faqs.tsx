import { ButtonAnchor, Container, PageHeader, Section, siteConfig, usePageMeta } from '@pod/shared-ui';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { BackToTop } from '../components/BackToTop.tsx';
import { FaqCard } from '../components/faq/FaqCard.tsx';
import { FaqSearch } from '../components/faq/FaqSearch.tsx';
import { resultMessage } from '../components/faq/filterFaqs.ts';
import { useFaqSearch } from '../components/faq/useFaqSearch.ts';
import { type FaqEntry, faqSubtitle, faqs, stillHaveQuestions } from '../content/faqs.ts';
import { faqTopics } from '../content/faqTopics.ts';
import { pageMeta } from '../content/pageMeta.ts';
import { useScrollToHash } from '../hooks/useScrollToHash.ts';

const meta = pageMeta['/faqs'];

// The list and the box under it share one measure, so their edges line up.
const measure = '60rem';

const List = styled.div`
  display: grid;
  gap: 1rem;
  max-width: ${measure};
`;

const Topic = styled.section`
  max-width: ${measure};
  & + & { margin-top: 2.5rem; }
  h2 { font-size: 1.5rem; margin-bottom: 1rem; }
`;

const StillHaveQuestions = styled.section`
  max-width: ${measure};
  margin-top: 2.5rem;
  padding: 1.5rem 1rem;
  border-radius: 16px;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  text-align: center;
  h2 { font-size: 1.5rem; }
  div { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; margin-top: 1rem; }
  small { display: block; margin-top: 1rem; color: var(--color-muted); font-size: 0.95rem; overflow-wrap: anywhere; }
  @media (min-width: 600px) { padding: 1.75rem; }
`;

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

export default function Faqs() {
  usePageMeta({ title: meta.title, description: meta.description });
  useScrollToHash();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const { shown, highlight, prepare } = useFaqSearch(faqs, deferredQuery);
  return (
    <>
      <PageHeader title={meta.heading} subtitle={faqSubtitle} />
      <Section>
        <Container>
          <FaqSearch
            query={query}
            onQueryChange={setQuery}
            onFocus={prepare}
            message={resultMessage(shown.length, faqs.length, deferredQuery)}
          />
          {topicsInOrder(shown).map(({ topic, entries }) => (
            <Topic key={topic.id} aria-labelledby={topic.id}>
              <h2 id={topic.id}>{topic.title}</h2>
              <List>
                {entries.map((entry) => (
                  <FaqCard key={entry.id} entry={entry} highlight={highlight} />
                ))}
              </List>
            </Topic>
          ))}
          <StillHaveQuestions aria-labelledby="still-heading">
            <h2 id="still-heading">{stillHaveQuestions.title}</h2>
            <p>{stillHaveQuestions.text}</p>
            <div>
              <ButtonAnchor href={`mailto:${siteConfig.salesEmail}`}>
                {stillHaveQuestions.salesLabel}
              </ButtonAnchor>
              <ButtonAnchor href={`mailto:${siteConfig.supportEmail}`} $variant="secondary">
                {stillHaveQuestions.supportLabel}
              </ButtonAnchor>
            </div>
            <small>{stillHaveQuestions.addresses}</small>
          </StillHaveQuestions>
          <BackToTop />
        </Container>
      </Section>
    </>
  );
}
