import { media } from '@pod/shared-ui';
import type { KeyboardEvent, RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { slideshowControlText } from '../../content/heroSlides.ts';
import { slideLabel } from './HeroSlides.tsx';
import { CSS_COUNT, HYDRATED_COUNT, MOTION, PAUSE_WORDS, PLAY_WORDS } from './showState.ts';

// Phones: a row under the artwork, so no part of the picture is hidden behind it (over a
// 343 px frame the bar took a third of its height). Wider screens: a compact pill over the
// frame's bottom-right corner, a small share of a much larger picture.
const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 0.5rem;
  color: var(--color-text);
  font-size: 0.95rem;
  ${media.md} {
    position: absolute;
    z-index: 4;
    right: 0.75rem;
    bottom: 0.75rem;
    margin: 0;
    padding: 0.25rem 0.25rem 0.25rem 0.75rem;
    border-radius: 999px;
    background: var(--color-bg);
    border: 1px solid var(--color-border);
  }
`;

// One line per slide, scrolled a line per interval: a transform the compositor runs, in step
// with the slides (both start with the page and pause together).
const scrollLines = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-100%); }
`;

// "Slide 3 of 8" whichever way the show runs. Before the island is hydrated its own text (the
// first slide's) holds the place unseen and the CSS shows the number, every line of equal width
// (tabular figures), so the count is never an empty box and taking over shifts nothing.
const Counter = styled.span<{ $lines: string; $count: number; $cycleMs: number }>`
  position: relative;
  overflow: hidden;
  line-height: 1.5rem;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  visibility: var(${HYDRATED_COUNT}, hidden);
  &::after {
    content: '${({ $lines }) => $lines}';
    display: var(${CSS_COUNT}, block);
    position: absolute;
    top: 0;
    left: 0;
    visibility: visible;
    white-space: pre;
    animation: ${scrollLines} ${({ $cycleMs }) => $cycleMs}ms steps(${({ $count }) => $count}, end) infinite;
    animation-play-state: var(${MOTION}, running);
    ${media.reducedMotion} {
      animation-duration: ${({ $cycleMs }) => $cycleMs}ms !important;
      animation-iteration-count: infinite !important;
    }
  }
`;

// The control is a checkbox, so a press pauses the CSS show at once, even before (or without)
// the island's script: the pill is its label, the box itself an invisible layer over the whole
// pill that takes the press and shows the focus ring. It is exposed as a button named by the
// words shown, which always say what a press does (never pressed, so no state contradicts them).
const Toggle = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
  padding: 0 1rem;
  border-radius: 999px;
  border: 2px solid var(--color-primary);
  background: var(--color-primary);
  color: var(--color-onPrimary);
  font-weight: 600;
  cursor: pointer;
  input {
    position: absolute;
    top: -2px;
    left: -2px;
    width: calc(100% + 4px);
    height: calc(100% + 4px);
    margin: 0;
    border-radius: inherit;
    appearance: none;
    background: transparent;
    cursor: pointer;
  }
  [data-words='pause'] { display: var(${PAUSE_WORDS}, inline); }
  [data-words='play'] { display: var(${PLAY_WORDS}, none); }
  [data-words][hidden] { display: none; }
`;

interface Props {
  playing: boolean;
  /** The control's checked state (see useSlideshow). */
  checked: boolean;
  /** False while the page's CSS alone runs the show (the server's HTML, and hydrating). */
  hydrated: boolean;
  /** The slide shown, once hydrated. */
  index: number | null;
  count: number;
  intervalMs: number;
  control: RefObject<HTMLInputElement | null>;
  onToggle: () => void;
}

/** Visible pause/play for the auto-advancing slideshow (WCAG 2.2.2), and where the show is. */
export function SlideshowControl({
  playing,
  checked,
  hydrated,
  index,
  count,
  intervalMs,
  control,
  onToggle,
}: Props) {
  const lines = Array.from({ length: count }, (_, i) => slideLabel(i, count)).join('\\A ');
  // Space presses a checkbox natively; a button answers Enter too. An Enter the head's islands.ts
  // script already answered (React has hydrated the island, its show not yet set) is not answered twice.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.repeat || event.defaultPrevented) return;
    event.preventDefault();
    onToggle();
  };
  return (
    <Bar>
      {/* The slides say where the show is to assistive technology ("Slide 3 of 8"). */}
      <Counter aria-hidden="true" $lines={lines} $count={count} $cycleMs={count * intervalMs}>
        {slideLabel(index ?? 0, count)}
      </Counter>
      <Toggle>
        {/* ARIA in HTML allows a checkbox the button role only with aria-pressed. Never pressed:
            the words name what a press does next, so no state is "on" (a pressed "Play" would
            say the show plays while it stands). */}
        {/* biome-ignore lint/a11y/useSemanticElements: a <button> keeps no state without script; the checkbox does, and the CSS reads it */}
        <input
          ref={control}
          type="checkbox"
          role="button"
          aria-pressed="false"
          data-slideshow-control=""
          checked={checked}
          onChange={onToggle}
          onKeyDown={onKeyDown}
        />
        {/* Before the island is hydrated the page's CSS picks the words; then the island does. */}
        <span data-words="pause" hidden={hydrated ? !playing : undefined}>
          <span aria-hidden="true">❚❚ </span>
          {slideshowControlText.pause}
        </span>
        <span data-words="play" hidden={hydrated ? playing : undefined}>
          <span aria-hidden="true">▶ </span>
          {slideshowControlText.play}
        </span>
      </Toggle>
    </Bar>
  );
}
