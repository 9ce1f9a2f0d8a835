import { media } from '@pod/shared-ui';
import styled from 'styled-components';
import { heroSlidesArePhotos } from '../../assets/heroImages.ts';

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

const ToggleButton = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 1rem;
  border-radius: 999px;
  border: 2px solid var(--color-primary);
  background: var(--color-primary);
  color: var(--color-onPrimary);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

interface Props {
  playing: boolean;
  index: number;
  count: number;
  /** False while the CSS runs the show: the number would not follow it, so it is kept unseen (its place held). */
  counted: boolean;
  onToggle: () => void;
}

/** Visible pause/play for the auto-advancing slideshow (WCAG 2.2.2). */
export function SlideshowControl({ playing, index, count, counted, onToggle }: Props) {
  return (
    <Bar>
      <span style={counted ? undefined : { visibility: 'hidden' }}>
        {heroSlidesArePhotos ? 'Photo' : 'Slide'} {index + 1} of {count}
      </span>
      <ToggleButton type="button" onClick={onToggle}>
        <span aria-hidden="true">{playing ? '❚❚ ' : '▶ '}</span>
        {playing ? 'Pause slideshow' : 'Play slideshow'}
      </ToggleButton>
    </Bar>
  );
}
