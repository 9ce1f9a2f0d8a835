import { media } from '@pod/shared-ui';
import { useCallback, useRef } from 'react';
import styled from 'styled-components';
import { HeroSlides } from '../components/hero/HeroSlides.tsx';
import { SlideshowControl } from '../components/hero/SlideshowControl.tsx';
import { showState } from '../components/hero/showState.ts';
import { useSlideshow } from '../components/hero/useSlideshow.ts';
import { heroSlides, SLIDE_FADE_MS, SLIDE_INTERVAL_MS } from '../content/heroSlides.ts';

// The art frame has a fixed aspect ratio, so nothing shifts while images load. The control
// sits under the frame on phones and over its corner on wider screens (SlideshowControl).
const Figure = styled.div`
  position: relative;
  ${showState}
  ${media.lg} { order: 2; }
`;

const Art = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border-radius: 20px;
  border: 1px solid var(--color-border);
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.18);
`;

/**
 * The hero's slideshow with its pause/play control: an island of the home page. The page's CSS
 * runs the show and its control pauses it, with or without this script; once hydrated (the visitor
 * reaches for it), the island takes over the control's state, pauses and plays the same CSS
 * show, and exposes only the slide shown.
 */
export default function Slideshow() {
  const figure = useRef<HTMLDivElement>(null);
  const control = useRef<HTMLInputElement>(null);
  // How long the CSS show has run (its pauses not counted): the first slide's animation started with the page.
  const cssElapsedMs = useCallback(() => {
    const first = figure.current?.querySelector('[data-slide="0"]');
    return Number(first?.getAnimations?.()[0]?.currentTime);
  }, []);
  const show = useSlideshow(heroSlides.length, { intervalMs: SLIDE_INTERVAL_MS, control, cssElapsedMs });
  return (
    <Figure ref={figure} data-slideshow={show.hydrated ? (show.playing ? 'playing' : 'paused') : undefined}>
      <Art>
        <HeroSlides
          slides={heroSlides}
          current={show.index}
          intervalMs={SLIDE_INTERVAL_MS}
          fadeMs={SLIDE_FADE_MS}
        />
      </Art>
      <SlideshowControl
        playing={show.playing}
        checked={show.checked}
        hydrated={show.hydrated}
        index={show.index}
        count={heroSlides.length}
        intervalMs={SLIDE_INTERVAL_MS}
        control={control}
        onToggle={show.toggle}
      />
    </Figure>
  );
}
