import { prefersReducedMotion } from './usePrefersReducedMotion.ts';

/** Smooth scroll, or an instant jump when the visitor prefers reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** Scrolls an element into view and moves keyboard focus to it without a second jump. */
export function scrollToAndFocus(element: HTMLElement, behavior: ScrollBehavior = scrollBehavior()): void {
  element.scrollIntoView({ behavior, block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
