import { media } from '@pod/shared-ui';
import { useCallback, useRef } from 'react';
import styled from 'styled-components';
import { HeroSlides } from '../components/hero/HeroSlides.tsx';
import { SlideshowControl } from '../components/hero/SlideshowControl.tsx';
import { useSlideshow } from '../components/hero/useSlideshow.ts';
import { heroSlides, SLIDE_FADE_MS, SLIDE_INTERVAL_MS } from '../content/heroSlides.ts';

// The art frame has a fixed aspect ratio, so nothing shifts while images load. The control
// sits under the frame on phones and over its corner on wider screens (SlideshowControl).
const Figure = styled.div`
  position: relative;
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
 * The hero's slideshow with its pause/play control: an island of the home page. Until it is
 * live (the visitor reaches for it), the page's CSS runs the show; then the script takes over
 * at the slide the CSS had reached.
 */
export default function Slideshow() {
  const figure = useRef<HTMLDivElement>(null);
  // How long the CSS show has run: the first slide's animation started with the page.
  const cssElapsedMs = useCallback(() => {
    const first = figure.current?.querySelector('[data-slide="0"]');
    return Number(first?.getAnimations?.()[0]?.currentTime);
  }, []);
  const show = useSlideshow(heroSlides.length, {
    intervalMs: SLIDE_INTERVAL_MS,
    fadeMs: SLIDE_FADE_MS,
    cssElapsedMs,
  });
  return (
    <Figure ref={figure}>
      <Art>
        <HeroSlides
          slides={heroSlides}
          index={show.index}
          previous={show.previous}
          scripted={show.scripted}
          intervalMs={SLIDE_INTERVAL_MS}
          fadeMs={SLIDE_FADE_MS}
        />
      </Art>
      <SlideshowControl
        playing={show.playing}
        index={show.index}
        count={heroSlides.length}
        counted={show.scripted}
        onToggle={show.toggle}
      />
    </Figure>
  );
}
