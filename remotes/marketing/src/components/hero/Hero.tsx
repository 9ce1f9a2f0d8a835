import { ButtonAnchor, ButtonLink, media } from '@pod/shared-ui';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { heroSlides, SLIDE_FADE_MS, SLIDE_INTERVAL_MS } from '../../content/heroSlides.ts';
import { heroLead } from '../../content/home.ts';
import { scrollToAndFocus } from '../../hooks/scrollToTarget.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { HeroSlides } from './HeroSlides.tsx';
import { SlideshowControl } from './SlideshowControl.tsx';
import { useSlideshow } from './useSlideshow.ts';

const Section = styled.section`
  position: relative;
  overflow: hidden;
  /* Full height below the 4rem sticky header; fixed, so nothing shifts while images load. */
  min-height: calc(100vh - 4rem);
  min-height: calc(100svh - 4rem);
  display: grid;
  align-items: center;
  padding: 2rem 0 6rem;
`;

const Panel = styled.div`
  position: relative;
  z-index: 3;
  margin: 0 1rem;
  max-width: 40rem;
  padding: 1.5rem;
  border-radius: 20px;
  /* Nearly opaque theme background keeps text contrast AA over any slide. */
  background: color-mix(in srgb, var(--color-bg) 90%, transparent);
  box-shadow: 0 10px 40px rgb(0 0 0 / 0.25);
  ${media.md} { margin: 0 0 0 max(2rem, calc((100vw - 1200px) / 2 + 1.5rem)); padding: 2.25rem; }
  h1 { font-size: clamp(1.9rem, 5vw, 3.1rem); margin: 1rem 0 0.75rem; }
  p { color: var(--color-muted); font-size: 1.1rem; margin: 0 0 1.5rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

interface Props {
  heading: string;
  /** id of the section Learn More scrolls to. */
  nextSectionId: string;
}

export function Hero({ heading, nextSectionId }: Props) {
  const show = useSlideshow(heroSlides.length, { intervalMs: SLIDE_INTERVAL_MS, fadeMs: SLIDE_FADE_MS });

  const learnMore = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(nextSectionId);
    if (!target) return; // fall back to the plain anchor jump
    event.preventDefault();
    scrollToAndFocus(target);
  };

  return (
    <Section aria-labelledby="hero-heading">
      <HeroSlides
        slides={heroSlides}
        index={show.index}
        previous={show.previous}
        mountedUpTo={show.mountedUpTo}
        fadeMs={SLIDE_FADE_MS}
      />
      <Panel>
        <BrandLogo />
        <h1 id="hero-heading" tabIndex={-1}>
          {heading}
        </h1>
        <p>{heroLead}</p>
        <Actions>
          <ButtonAnchor href={`#${nextSectionId}`} $variant="secondary" onClick={learnMore}>
            Learn More
          </ButtonAnchor>
          <ButtonLink to="/contact">Contact Us</ButtonLink>
        </Actions>
      </Panel>
      <SlideshowControl
        playing={show.playing}
        index={show.index}
        count={heroSlides.length}
        onToggle={show.toggle}
      />
    </Section>
  );
}
