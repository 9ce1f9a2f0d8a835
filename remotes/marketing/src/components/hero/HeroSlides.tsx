import styled from 'styled-components';
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

const Slide = styled.div<{ $role: 'current' | 'previous' | 'hidden'; $fadeMs: number }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $role }) => ($role === 'hidden' ? 0 : 1)};
  z-index: ${({ $role }) => ($role === 'current' ? 2 : $role === 'previous' ? 1 : 0)};
  /* Only the incoming slide animates; the outgoing one waits underneath. */
  transition: ${({ $role, $fadeMs }) => ($role === 'current' ? `opacity ${$fadeMs}ms ease-in-out` : 'none')};
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
  mountedUpTo: number;
  fadeMs: number;
}

export function HeroSlides({ slides, index, previous, mountedUpTo, fadeMs }: Props) {
  return (
    <Stack>
      {slides.map((slide, i) => {
        const role = i === index ? 'current' : i === previous ? 'previous' : 'hidden';
        return (
          <Slide key={slide.id} $role={role} $fadeMs={fadeMs} aria-hidden={role !== 'current'} data-slide={i}>
            {i <= mountedUpTo ? (
              <ResponsiveImage
                image={pickImage(heroImages, slide.id, heroImageSpec)}
                alt={slide.alt}
                sizes={heroImageSpec.sizes}
                priority={i === 0}
              />
            ) : null}
          </Slide>
        );
      })}
    </Stack>
  );
}
