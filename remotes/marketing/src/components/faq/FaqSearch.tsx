import { SEARCH_MARKS } from '@pod/faq-search/marks';
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { faqSearchText as text } from '../../content/faqSearchText.ts';
import { faqStatusWords } from './searchFaqs.ts';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 0.5rem;
  label { font-weight: 600; }
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  max-width: 36rem;
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    color: var(--color-text);
    background: var(--color-bg);
    border: 1px solid var(--color-muted);
    border-radius: 10px;
    padding: 0.6rem 0.85rem;
    min-height: 48px;
  }
  /* Subtle beside the box (the list answers each key), there for Enter and a press without scripts. */
  button {
    font: inherit;
    font-weight: 600;
    color: var(--color-text);
    background: var(--color-surface);
    border: 1px solid var(--color-muted);
    border-radius: 10px;
    padding: 0 1rem;
    min-height: 48px;
    cursor: pointer;
  }
`;

const StatusLine = styled.p`
  margin: 0 0 1.5rem;
  color: var(--color-muted);
`;

interface Props {
  query: string;
  onQueryChange: (query: string) => void;
  /** The result count, announced politely. */
  message: string;
  /** How many questions there are, all in the server's HTML. */
  total: number;
  /** Called once the search is hydrated, before the browser paints again. */
  onHydrated: () => void;
}

// Marks the form for the head's filter; the status words are its templates.
const formMarks = { [SEARCH_MARKS.form]: '' };

/**
 * A GET search form (`/faqs?q=`, in a search landmark) over the questions: without scripts the server answers it with
 * the matches; with them, the head's filter (the same engine) answers each key until
 * the island is hydrated, then the island does. The status line says the count, true in each case.
 */
export function FaqSearch({ query, onQueryChange, message, total, onHydrated }: Props) {
  const form = useRef<HTMLFormElement>(null);
  // From here on the island answers the box: the head's filter stands back (its mark). What the
  // box holds is what the first render showed, so there is nothing to take over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration
  useLayoutEffect(() => {
    form.current?.setAttribute(SEARCH_MARKS.hydrated, '');
    onHydrated();
  }, []);
  const words = faqStatusWords(total);
  return (
    <search>
      <form
        ref={form}
        method="get"
        action="/faqs"
        {...formMarks}
        // The list already answers what the box holds: Enter keeps the page and the focus.
        onSubmit={(event) => event.preventDefault()}
      >
        <Field>
          <label htmlFor="faq-search">{text.label}</label>
          <Row>
            <input
              id="faq-search"
              type="search"
              name="q"
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              onKeyDown={(event) => {
                // Escape clears the query (stated, not left to the browser's search-field default).
                if (event.key === 'Escape' && query) {
                  event.preventDefault();
                  onQueryChange('');
                }
              }}
              placeholder={text.placeholder}
              autoComplete="off"
              aria-describedby="faq-search-status"
            />
            <button type="submit">{text.submit}</button>
          </Row>
        </Field>
        <StatusLine
          id="faq-search-status"
          role="status"
          aria-live="polite"
          aria-atomic="true"
          data-all={words.all}
          data-some={words.some}
          data-none={words.none}
        >
          {message}
        </StatusLine>
      </form>
    </search>
  );
}
