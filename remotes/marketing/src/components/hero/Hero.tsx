import { ButtonLink, Island, media } from '@pod/shared-ui';
import styled from 'styled-components';
import { heroLead, siteStats } from '../../content/home.ts';
import Slideshow from '../../islands/Slideshow.tsx';
import { BrandLogo } from './BrandLogo.tsx';
import { HeroStats } from './HeroStats.tsx';

// Phones: the artwork first, the text under it. Wide screens: text beside the artwork, so the
// slides are seen whole instead of behind a panel. The art frame has a fixed aspect ratio, so
// nothing shifts while images load, and the first slide stays the largest element (LCP).
// On wide screens the artwork, the text and the key figures under both stand as one group
// in the middle of the full-height hero. The group is not centred by flexbox: then the heading's
// place would follow the text's height, which changes when a font face arrives after the first
// layout (Firefox lays text out in the next font of the stack until 'Inter Fallback' is ready: one
// line more, and a centred heading moved 30 px). Its top is worked out from what cannot change
// with a font, the viewport's height and the art frame's (its width's, at 4:3), so the text starts
// level with the artwork and the figures follow both, whichever face the text is in.
const ART_HEIGHT = '(min(100%, 1200px) - 5.5rem) * 7 / 12 * 3 / 4'; // the Layout's columns, gap and padding
const FIGURES_HEIGHT = '8rem'; // the figures' strip: its margin, rule and two lines
const groupTop = (viewport: string) =>
  `max(2rem, (${viewport} - 4rem - 2rem - ${ART_HEIGHT} - ${FIGURES_HEIGHT}) / 2)`;

const Section = styled.section`
  padding: 1rem 0 1.5rem;
  ${media.lg} {
    min-height: calc(100vh - 4rem);
    min-height: calc(100svh - 4rem);
    padding: ${groupTop('100vh')} 0 2rem;
    padding-top: ${groupTop('100svh')};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 1rem;
  ${media.md} { padding: 0 1.5rem; }
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
    gap: 2.5rem;
  }
`;

const Panel = styled.div`
  ${media.lg} { > [role='img'] svg { width: 3rem; } }
  h1 { font-size: clamp(1.9rem, 4.2vw, 3.1rem); margin: 1rem 0 0.75rem; }
  p { color: var(--color-muted); font-size: 1.1rem; margin: 0 0 1.5rem; max-width: 36rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

// Learn More goes to Why Us (vision, advantages, the client process): the next section is
// one scroll away anyway, so a button that only scrolled there taught nothing. Its name says
// where it leads ("Learn More about us"): a bare "Learn More" link tells a screen-reader list
// of links nothing.
export function Hero({ heading }: { heading: string }) {
  return (
    <Section aria-labelledby="hero-heading">
      <Layout>
        {/* The only part of the hero that moves: it runs on CSS and hydrates when the visitor
            reaches for it (the text stays server HTML), so a phone's first seconds run no script. */}
        <Island name="Slideshow" component={Slideshow} hydrate="interaction" />
        <Panel>
          <BrandLogo />
          <h1 id="hero-heading" tabIndex={-1}>
            {heading}
          </h1>
          <p>{heroLead}</p>
          <Actions>
            <ButtonLink to="/why-us" $variant="secondary">
              Learn More<span className="visually-hidden"> about us</span>
            </ButtonLink>
            <ButtonLink to="/contact">Contact Us</ButtonLink>
          </Actions>
        </Panel>
      </Layout>
      <HeroStats stats={siteStats} />
    </Section>
  );
}
