import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 0.5rem;
  label { font-weight: 600; }
  input {
    font: inherit;
    color: var(--color-text);
    background: var(--color-bg);
    border: 1px solid var(--color-muted);
    border-radius: 10px;
    padding: 0.6rem 0.85rem;
    min-height: 48px;
    max-width: 36rem;
  }
`;

const Status = styled.p`
  margin: 0 0 1.5rem;
  color: var(--color-muted);
`;

interface Props {
  query: string;
  onQueryChange: (query: string) => void;
  /** Called when the box gets focus: the search engine loads then, not with the page. */
  onFocus: () => void;
  message: string;
}

/** Labelled search box; the result count is announced politely as the visitor types. */
export function FaqSearch({ query, onQueryChange, onFocus, message }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // The page is prerendered: a visitor can type before it is live, and React's state starts
  // empty. Once hydrated, take what is in the box as if it had just been typed. Focus that came
  // before, too: it is what brought the search to life (a tap or Tab into the box), so the
  // engine loads now, as it would have on focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration
  useEffect(() => {
    if (input.current && document.activeElement === input.current) onFocus();
    const typed = input.current?.value ?? '';
    if (typed === '' || typed === query) return;
    onFocus();
    onQueryChange(typed);
  }, []);
  return (
    <search>
      <Field>
        <label htmlFor="faq-search">Search questions</label>
        <input
          ref={input}
          id="faq-search"
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onFocus={onFocus}
          onKeyDown={(event) => {
            // Escape clears the query (stated, not left to the browser's search-field default).
            if (event.key === 'Escape' && query) {
              event.preventDefault();
              onQueryChange('');
            }
          }}
          placeholder="e.g. shipping, file formats, cancel"
          autoComplete="off"
          aria-describedby="faq-search-status"
        />
      </Field>
      <Status id="faq-search-status" role="status" aria-live="polite" aria-atomic="true">
        {message}
      </Status>
    </search>
  );
}
