import styled, { css, keyframes } from 'styled-components';
import { pickImage } from '../../assets/generatedAssets.ts';
import { heroImages } from '../../assets/heroImages.ts';
import type { HeroSlide } from '../../content/heroSlides.ts';
import { heroImageSpec } from '../../content/imageSpecs.ts';
import { ResponsiveImage } from '../ResponsiveImage.tsx';

const Stack = styled.div`
  position: absolute;
  inset: 0;
  background: var(--color-surface);
`;

/** How far ahead of its fade a slide is laid out, so its (lazy) image has loaded by then. */
const PRELOAD_MS = 1500;

/**
 * One slide's part of the whole cycle (count x interval), from the moment it is fully shown:
 * shown alone, then under the next one fading in, then gone (display: none, so its lazy image
 * is not fetched), laid out unseen a moment before its turn, then fading in on top.
 */
function slideCycle(count: number, intervalMs: number, fadeMs: number) {
  const cycle = count * intervalMs;
  const at = (ms: number) => `${((ms / cycle) * 100).toFixed(4)}%`;
  const justAfter = (ms: number) => `${((ms / cycle) * 100 + 0.0001).toFixed(4)}%`;
  return keyframes`
    0% { opacity: 1; z-index: 2; display: block; }
    ${at(intervalMs - fadeMs)} { opacity: 1; z-index: 2; display: block; }
    ${justAfter(intervalMs - fadeMs)} { opacity: 1; z-index: 1; display: block; }
    ${at(intervalMs)} { opacity: 1; z-index: 1; display: block; }
    ${justAfter(intervalMs)} { opacity: 0; z-index: 0; display: none; }
    ${at(cycle - fadeMs - PRELOAD_MS)} { opacity: 0; z-index: 0; display: none; }
    ${justAfter(cycle - fadeMs - PRELOAD_MS)} { opacity: 0; z-index: 0; display: block; }
    ${at(cycle - fadeMs)} { opacity: 0; z-index: 2; display: block; animation-timing-function: ease-in-out; }
    100% { opacity: 1; z-index: 2; display: block; }
  `;
}

type Role = 'current' | 'previous' | 'next' | 'hidden';

interface SlideProps {
  $role: Role;
  $index: number;
  $count: number;
  $intervalMs: number;
  $fadeMs: number;
  $scripted: boolean;
}

// Over the first fade of the page the last slide's cycle has it lying under the first one (as
// it will each time the first fades in over it); at the start there is nothing to lie under,
// so it stays out of the layout, and its lazy image is not fetched with the first one.
const notYet = keyframes`
  from, to { display: none; }
`;

// Slide i starts fading in at i x interval (the first is shown from the start), so its place
// in its own cycle at time 0 is set by a (negative) delay; the first waits one fade instead,
// showing its first keyframe meanwhile.
const cssShow = ({ $index, $count, $intervalMs, $fadeMs }: SlideProps) => {
  const delay = $index === 0 ? $fadeMs : $index * $intervalMs - ($count * $intervalMs - $fadeMs);
  const cycle = css`${slideCycle($count, $intervalMs, $fadeMs)} ${$count * $intervalMs}ms linear ${delay}ms infinite both`;
  const last = $count > 1 && $index === $count - 1;
  return css`
    animation: ${cycle}${last ? css`, ${notYet} ${$fadeMs}ms linear 0ms 1 none` : ''};
    /* Without script nobody could pause it, and some visitors ask for no motion: the first slide stays. */
    @media (prefers-reduced-motion: reduce), (scripting: none) {
      animation: none;
      ${$index === 0 ? '' : 'display: none;'}
    }
  `;
};

const Slide = styled.div<SlideProps>`
  position: absolute;
  inset: 0;
  opacity: ${({ $scripted, $role, $index }) => (($scripted ? $role === 'current' || $role === 'previous' : $index === 0) ? 1 : 0)};
  /* Unscripted, where keyframes can animate display, every slide is laid out as far as this rule
     goes and the animation hides it (an element whose own style says display: none never starts
     its animation). Where they cannot (older browsers), only the first slide is laid out: the
     others would fetch their lazy images at once, and the first stays until the script runs. */
  display: ${({ $scripted, $role, $index }) => (($scripted ? $role !== 'hidden' : $index === 0) ? 'block' : 'none')};
  ${({ $scripted }) => ($scripted ? '' : '@supports (transition-behavior: allow-discrete) { display: block; }')}
  z-index: ${({ $role }) => ($role === 'current' ? 2 : $role === 'previous' ? 1 : 0)};
  /* Once the script runs the show, only the incoming slide animates; the outgoing one waits underneath. */
  transition: ${({ $scripted, $role, $fadeMs }) =>
    $scripted && $role === 'current' ? `opacity ${$fadeMs}ms ease-in-out` : 'none'};
  ${(props) => (props.$scripted ? '' : cssShow(props))}
  picture, img {
    display: block;
    width: 100%;
    height: 100%;
  }
  img { object-fit: cover; object-position: center; }
`;

interface Props {
  slides: readonly HeroSlide[];
  index: number;
  previous: number | null;
  /** False while the CSS runs the show (the server's HTML), true once the script does. */
  scripted: boolean;
  intervalMs: number;
  fadeMs: number;
}

/**
 * The slides, every image in the HTML: the first loads at once (the largest paint), each other
 * lazily, when its slide is first laid out, a moment before its turn.
 */
export function HeroSlides({ slides, index, previous, scripted, intervalMs, fadeMs }: Props) {
  const roleOf = (i: number): Role =>
    i === index
      ? 'current'
      : i === previous
        ? 'previous'
        : i === (index + 1) % slides.length
          ? 'next'
          : 'hidden';
  return (
    <Stack>
      {slides.map((slide, i) => {
        const role = roleOf(i);
        return (
          <Slide
            key={slide.id}
            $role={role}
            $index={i}
            $count={slides.length}
            $intervalMs={intervalMs}
            $fadeMs={fadeMs}
            $scripted={scripted}
            aria-hidden={role !== 'current'}
            data-slide={i}
          >
            <ResponsiveImage
              image={pickImage(heroImages, slide.id, heroImageSpec)}
              alt={slide.alt}
              sizes={heroImageSpec.sizes}
              priority={i === 0}
            />
          </Slide>
        );
      })}
    </Stack>
  );
}
