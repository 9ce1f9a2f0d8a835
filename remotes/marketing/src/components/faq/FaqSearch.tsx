import { IslandFailure, UnlessTypedEarly, WhileTypedEarly, WithoutScript, WithScript } from '@pod/shared-ui';
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { faqSearchText as text } from '../../content/faqSearchText.ts';

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

const StatusLine = styled.div`
  margin: 0 0 1.5rem;
  color: var(--color-muted);
  /* The failure notice is news, not a hint: full-strength text. */
  [data-island-failure] { color: var(--color-text); }
`;

interface Props {
  query: string;
  onQueryChange: (query: string) => void;
  /** Called when the box gets focus: the search engine loads then, not with the page. */
  onFocus: () => void;
  /** The result count, announced politely. */
  message: string;
  /** How many questions there are, all listed in the server's HTML. */
  total: number;
  /**
   * Called once the search is live, before the browser paints again, with what the box holds
   * then (typed before the page was live) and whether it has the focus.
   */
  onLive: (typed: string, focused: boolean) => void;
}

/**
 * Labelled search box; the result count is announced politely as the visitor types.
 *
 * The server's HTML (and so the render that hydrates it) cannot know what the visitor does
 * before the search is live, so its status line holds every early state and CSS shows the
 * true one by the marks the head's early-taps script sets on the island: the count (all
 * questions), "Searching…" once typed into, the failure notice if the code never comes, the
 * no-script line without JavaScript. Only the count is in the role="status" element, whose
 * words are the island's own once live.
 */
export function FaqSearch({ query, onQueryChange, onFocus, message, total, onLive }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the page was live is in the box and React's state starts empty: take it
  // over in a layout effect, so the status and list that answer it are on screen in the same
  // task that marks the island live (the early "Searching…" is CSS that stops at that mark).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration
  useLayoutEffect(() => {
    const box = input.current;
    onLive(box?.value ?? '', box !== null && document.activeElement === box);
  }, []);
  return (
    <search>
      <Field>
        <label htmlFor="faq-search">{text.label}</label>
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
          placeholder={text.placeholder}
          autoComplete="off"
          aria-describedby="faq-search-status"
        />
      </Field>
      {/* Each part that CSS shows or hides sits in a region that stays displayed, so that a
          screen reader hears it appear. */}
      <StatusLine id="faq-search-line">
        <span id="faq-search-status" role="status" aria-live="polite" aria-atomic="true">
          <WithScript>
            <UnlessTypedEarly>{message}</UnlessTypedEarly>
          </WithScript>
        </span>
        <span aria-live="polite">
          <WhileTypedEarly>{text.searching}</WhileTypedEarly>
        </span>
        <WithoutScript>{text.needsScript(total)}</WithoutScript>
        <div role="alert">
          <IslandFailure>{text.failed}</IslandFailure>
        </div>
      </StatusLine>
    </search>
  );
}
