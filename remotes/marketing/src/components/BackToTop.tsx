import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { scrollBehavior } from '../hooks/scrollToTarget.ts';

// Starts at the content's own left edge: the page columns (FAQ list, legal text) are narrower
// than the container, so a right-aligned button floated off on its own at the far edge.
const Wrap = styled.div`
  display: flex;
  margin-top: 2rem;
`;

const TopLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.55rem 1.1rem;
  border-radius: 999px;
  border: 2px solid var(--color-primary);
  background: var(--color-bg);
  color: var(--color-primary);
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: var(--color-surface); }
`;

/**
 * A link to the top of the page (`#top`: the browser's own jump, before or without the island).
 * Once hydrated: scrolls smoothly to the top (instantly under reduced motion), then puts keyboard
 * focus on the page heading so the next Tab starts from the top, not the footer.
 */
export function BackToTop() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    const heading = document.querySelector<HTMLElement>('main h1');
    heading?.focus({ preventScroll: true });
  };
  return (
    <Wrap>
      <TopLink href="#top" onClick={onClick}>
        <span aria-hidden="true">↑</span> Back to Top
      </TopLink>
    </Wrap>
  );
}
