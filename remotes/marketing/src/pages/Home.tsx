import { ButtonLink, Container, Grid, media, type RoughHeight, Section } from '@pod/shared-ui';
import styled from 'styled-components';
import { CallToAction } from '../components/CallToAction.tsx';
import { Hero } from '../components/hero/Hero.tsx';
import { ProductionStrip } from '../components/ProductionStrip.tsx';
import { Lead, SectionHeading } from '../components/SectionHeading.tsx';
import { TitledTextCard } from '../components/TitledTextCard.tsx';
import {
  fileCheckSection,
  getStarted,
  guarantees,
  markets,
  partnerSection,
  reputationSection,
  servicesSection,
} from '../content/home.ts';
import { pageHeadings } from '../content/pageHeadings.ts';

const heading = pageHeadings.Home;

// The sections after the guarantees are past every first screen (the hero fills the first screen
// on wide screens, and is taller than a phone's), so each renders only as it nears the viewport
// (shared-ui's renderNearViewport), holding its rough height, measured from 320 to 1920 px wide
// (inside the section's padding): text-heavy, so they shrink as columns widen. e2e's
// nearViewport spec checks them.
const roughHeights = {
  partner: { base: '42.5rem', sm: '34rem', md: '31rem', lg: '19rem' },
  reputation: { base: '44rem', sm: '32.5rem', md: '22rem', lg: '17.5rem' },
  markets: { base: '71rem', sm: '57rem', md: '37rem', lg: '33rem' },
  services: { base: '57rem', sm: '48rem', md: '29.5rem', lg: '22rem' },
} satisfies Record<string, RoughHeight>;

// The hero's key-number strip already closes the first screen: no second full gap under it.
const GuaranteeSection = styled(Section)`
  padding-top: 1.5rem;
  ${media.md} { padding-top: 2.5rem; }
`;

const PartnerLayout = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.lg} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
  p { font-size: 1.1rem; max-width: 75ch; }
`;

const Methods = styled.div`
  padding: 1.25rem 1.5rem;
  border-left: 4px solid var(--color-primary);
  h3 { font-size: 1.1rem; margin-bottom: 0.5rem; }
  ul { margin: 0; padding-left: 1.1rem; display: grid; gap: 0.3rem; }
`;

// Ten audiences (and the eight reasons below) as a light ruled list, not more boxes.
const RuledItem = styled.li`
  list-style: none;
  padding: 0.85rem 0;
  border-top: 1px solid var(--color-border);
  h3 { font-size: 1.05rem; margin-bottom: 0.2rem; }
  p { margin: 0; color: var(--color-muted); }
`;

// The eight reasons, like the markets: a ruled list, four across on a wide screen, not eight more
// boxes (on a phone, eight cards were a quarter of the page's height).
const ReasonList = styled.ul`
  margin: 0;
  padding: 0;
  display: grid;
  column-gap: 2rem;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const MarketList = styled.ul`
  margin: 0;
  padding: 0;
  display: grid;
  column-gap: 2.5rem;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;
export default function Home() {
  return (
    <>
      <Hero heading={heading} />

      <GuaranteeSection id="guarantees" aria-labelledby="guarantees-heading">
        <Container>
          <h2 id="guarantees-heading" className="visually-hidden">
            Our guarantees
          </h2>
          <Grid $min="240px">
            {guarantees.map((item) => (
              <TitledTextCard key={item.title} item={item} />
            ))}
          </Grid>
        </Container>
      </GuaranteeSection>

      <Section $tone="tinted" aria-labelledby="partner-heading" $belowFirstScreen={roughHeights.partner}>
        <Container>
          <SectionHeading id="partner-heading">{partnerSection.title}</SectionHeading>
          <PartnerLayout>
            <div>
              {partnerSection.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
            <Methods>
              <h3>{partnerSection.methodsTitle}</h3>
              <ul>
                {partnerSection.methods.map((method) => (
                  <li key={method}>{method}</li>
                ))}
              </ul>
            </Methods>
          </PartnerLayout>
        </Container>
      </Section>

      <Section aria-labelledby="reputation-heading" $belowFirstScreen={roughHeights.reputation}>
        <Container>
          <SectionHeading id="reputation-heading">{reputationSection.title}</SectionHeading>
          <Lead>{reputationSection.intro}</Lead>
          <Grid $min="240px">
            {reputationSection.claims.map((item) => (
              <TitledTextCard key={item.title} item={item} />
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $tone="tinted" aria-labelledby="markets-heading" $belowFirstScreen={roughHeights.markets}>
        <Container>
          <SectionHeading id="markets-heading">White Glove Service for Your Market</SectionHeading>
          <Lead>Whoever your customers are, we decorate and deliver for them.</Lead>
          <MarketList>
            {markets.map((market) => (
              <RuledItem key={market.title}>
                <h3>{market.title}</h3>
                <p>{market.text}</p>
              </RuledItem>
            ))}
          </MarketList>
        </Container>
      </Section>

      <Section aria-labelledby="services-heading" $belowFirstScreen={roughHeights.services}>
        <Container>
          <SectionHeading id="services-heading">{servicesSection.title}</SectionHeading>
          <ReasonList>
            {servicesSection.cards.map((card) => (
              <RuledItem key={card.id}>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </RuledItem>
            ))}
          </ReasonList>
        </Container>
      </Section>

      <Section $tone="tinted" aria-labelledby="file-check-heading">
        <Container>
          <SectionHeading id="file-check-heading">{fileCheckSection.title}</SectionHeading>
          <Lead>{fileCheckSection.text}</Lead>
          <ButtonLink to={fileCheckSection.to} $variant="secondary">
            {fileCheckSection.button}
          </ButtonLink>
        </Container>
      </Section>

      <ProductionStrip />
      <CallToAction id="start-heading" content={getStarted} belowFirstScreen />
    </>
  );
}
