import styled from 'styled-components';
import { heroSlidesArePhotos } from '../../assets/heroImages.ts';

const Bar = styled.div`
  position: absolute;
  z-index: 4;
  right: 0.75rem;
  bottom: 0.75rem;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.25rem 0.25rem 0.25rem 0.75rem;
  border-radius: 999px;
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  color: var(--color-text);
  font-size: 0.85rem;
  /* Phones: a compact bar, so it covers as little of the artwork as possible. */
  @media (min-width: 768px) { font-size: 0.95rem; gap: 0.75rem; }
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
  onToggle: () => void;
}

/** Visible pause/play for the auto-advancing slideshow (WCAG 2.2.2). */
export function SlideshowControl({ playing, index, count, onToggle }: Props) {
  return (
    <Bar>
      <span>
        {heroSlidesArePhotos ? 'Photo' : 'Slide'} {index + 1} of {count}
      </span>
      <ToggleButton type="button" onClick={onToggle}>
        <span aria-hidden="true">{playing ? '❚❚ ' : '▶ '}</span>
        {playing ? 'Pause slideshow' : 'Play slideshow'}
      </ToggleButton>
    </Bar>
  );
}
