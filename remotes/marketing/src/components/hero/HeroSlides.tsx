import { media } from '@pod/shared-ui';
import styled, { css, keyframes } from 'styled-components';
import { pickImage } from '../../assets/generatedAssets.ts';
import { heroImages, heroSlidesArePhotos } from '../../assets/heroImages.ts';
import type { HeroSlide } from '../../content/heroSlides.ts';
import { heroImageSpec } from '../../content/imageSpecs.ts';
import { ResponsiveImage } from '../ResponsiveImage.tsx';
import { MOTION } from './showState.ts';

const Stack = styled.div`
  position: absolute;
  inset: 0;
  background: var(--color-surface);
`;

/** How far ahead of its first fade a slide's image is laid out, so its (lazy) image has loaded by then. */
const PRELOAD_MS = 1500;

/**
 * One slide's opacity over the whole cycle (count x interval), the time counted from the first
 * slide's first fade-out: slide i (i >= 1) fades in over slide i - 1 in the fade before i x
 * interval and drops out, covered, halfway through the next slide's hold; the first slide comes
 * back, covered, halfway through the last one's hold, and the last one fades out over it. Only
 * opacity changes, so the browser runs the show off the main thread: an animation that also
 * changed display or z-index would restyle the page on every frame, for as long as it is open.
 * Slides stack in document order, later ones on top, so no z-index is needed.
 */
function slideCycle(index: number, count: number, intervalMs: number, fadeMs: number) {
  const cycle = count * intervalMs;
  const at = (ms: number) => `${((ms / cycle) * 100).toFixed(4)}%`;
  const justAfter = (ms: number) => `${((ms / cycle) * 100 + 0.0001).toFixed(4)}%`;
  const midHold = (intervalMs - fadeMs) / 2;
  const fade = 'animation-timing-function: ease-in-out;';
  if (index === 0) {
    // With two slides the second fades in and out over the first, which never leaves.
    if (count < 3) return keyframes`from, to { opacity: 1; }`;
    return keyframes`
      0% { opacity: 1; }
      ${at(intervalMs + midHold)} { opacity: 1; }
      ${justAfter(intervalMs + midHold)} { opacity: 0; }
      ${at((count - 1) * intervalMs + midHold)} { opacity: 0; }
      ${justAfter((count - 1) * intervalMs + midHold)} { opacity: 1; }
      100% { opacity: 1; }
    `;
  }
  const fadeIn = index * intervalMs - fadeMs;
  if (index === count - 1)
    return keyframes`
      0% { opacity: 0; }
      ${at(fadeIn)} { opacity: 0; ${fade} }
      ${at(index * intervalMs)} { opacity: 1; }
      ${at(cycle - fadeMs)} { opacity: 1; ${fade} }
      100% { opacity: 0; }
    `;
  const dropOut = (index + 1) * intervalMs + midHold;
  return keyframes`
    0% { opacity: 0; }
    ${at(fadeIn)} { opacity: 0; ${fade} }
    ${at(index * intervalMs)} { opacity: 1; }
    ${at(dropOut)} { opacity: 1; }
    ${justAfter(dropOut)} { opacity: 0; }
    100% { opacity: 0; }
  `;
}

// Until a moment before its first turn a slide's picture is skipped by layout, so its lazy
// image is not fetched with the first one. The skipping is an animation's, held through its delay
// (waiting costs the main thread nothing) and gone once it has run: a browser that cannot animate
// content-visibility lays every slide out at once, fetching their images early, and still runs
// the show.
const skipLayout = keyframes`
  from, to { content-visibility: hidden; }
`;

interface SlideProps {
  $index: number;
  $count: number;
  $intervalMs: number;
  $fadeMs: number;
}

// Every slide's cycle starts one fade after the page, so the first slide is shown alone for
// its interval plus a fade; until then each holds its first frame. The show runs on CSS before
// and after the island is hydrated: the island only pauses and plays it (MOTION), so handing over
// never moves a slide.
const cssShow = ({ $index, $count, $intervalMs, $fadeMs }: SlideProps) => {
  if ($count < 2) return css``;
  const cycleMs = $count * $intervalMs;
  // Slide i's first fade starts i x interval after the page.
  const layOutAt = $index * $intervalMs - PRELOAD_MS;
  // Every slide between the first and the last has the second's turn, later by its place: one
  // set of keyframes for all of them in every page's CSS, not one each.
  const middle = $index > 0 && $index < $count - 1;
  const cycle = slideCycle(middle ? 1 : $index, $count, $intervalMs, $fadeMs);
  const delayMs = $fadeMs + (middle ? ($index - 1) * $intervalMs : 0);
  return css`
    animation: ${cycle} ${cycleMs}ms linear ${delayMs}ms infinite both;
    animation-play-state: var(${MOTION}, running);
    ${
      $index === 0
        ? ''
        : css`
      picture {
        animation: ${skipLayout} 1ms linear ${Math.max(0, layOutAt)}ms 1 backwards;
        animation-play-state: var(${MOTION}, running);
      }
    `
    }
    /* Under reduced motion the site cuts every animation short; this one stands still instead
       (MOTION) and keeps its pace for a visitor who presses play. */
    ${media.reducedMotion} {
      animation-duration: ${cycleMs}ms !important;
      animation-iteration-count: infinite !important;
    }
  `;
};

const Slide = styled.div<SlideProps>`
  position: absolute;
  inset: 0;
  opacity: ${({ $index }) => ($index === 0 ? 1 : 0)};
  ${cssShow}
  picture, img {
    display: block;
    width: 100%;
    height: 100%;
  }
  img { object-fit: cover; object-position: center; }
`;

/** "Slide 3 of 8" (or "Photo 3 of 8" once the slides are photos), for slide index i. */
export function slideLabel(i: number, count: number): string {
  return `${heroSlidesArePhotos ? 'Photo' : 'Slide'} ${i + 1} of ${count}`;
}

interface Props {
  slides: readonly HeroSlide[];
  /** The slide shown, once the island is hydrated; null while the page's CSS alone runs the show. */
  current: number | null;
  intervalMs: number;
  fadeMs: number;
}

/**
 * The slides, every image in the HTML: the first loads at once (the largest paint) and is decoded
 * for the frame that paints it (WebKit paints an image decoded asynchronously only once its decode
 * is done: its first frames showed the page around an empty art frame), each other
 * lazily, when its slide is first laid out, a moment before its turn. Each is a group named by
 * its place ("Slide 3 of 8"). Until the island is hydrated no script knows which one the CSS shows,
 * so all are exposed, as the set they are; once hydrated, only the one shown.
 */
export function HeroSlides({ slides, current, intervalMs, fadeMs }: Props) {
  return (
    <Stack>
      {slides.map((slide, i) => (
        <Slide
          key={slide.id}
          $index={i}
          $count={slides.length}
          $intervalMs={intervalMs}
          $fadeMs={fadeMs}
          role="group"
          aria-label={slideLabel(i, slides.length)}
          aria-hidden={current !== null && i !== current ? true : undefined}
          data-slide={i}
        >
          <ResponsiveImage
            image={pickImage(heroImages, slide.id, heroImageSpec)}
            alt={slide.alt}
            sizes={heroImageSpec.sizes}
            priority={i === 0}
            decoding={i === 0 ? 'sync' : 'async'}
          />
        </Slide>
      ))}
    </Stack>
  );
}
