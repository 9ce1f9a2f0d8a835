import { Container, Grid, media, Section, usePageMeta } from '@pod/shared-ui';
import styled from 'styled-components';
import { CallToAction } from '../components/CallToAction.tsx';
import { Hero } from '../components/hero/Hero.tsx';
import { ProductionStrip } from '../components/ProductionStrip.tsx';
import { Lead, SectionHeading } from '../components/SectionHeading.tsx';
import { TitledTextCard } from '../components/TitledTextCard.tsx';
import {
  getStarted,
  guarantees,
  markets,
  partnerSection,
  partnerStats,
  reputationSection,
  servicesSection,
} from '../content/home.ts';
import { pageMeta } from '../content/pageMeta.ts';

const meta = pageMeta['/'];

const PartnerLayout = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.lg} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
  p { font-size: 1.1rem; max-width: 75ch; }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;
  div {
    padding: 1.1rem;
    border-radius: 16px;
    background: var(--color-surfaceRaised);
    border: 1px solid var(--color-border);
  }
  dt { font-size: 1.9rem; font-weight: 800; color: var(--color-primary); line-height: 1.1; }
  dd { margin: 0.25rem 0 0; color: var(--color-muted); }
`;

const MarketTile = styled.li`
  list-style: none;
  border-left: 4px solid var(--color-primary);
  background: var(--color-surfaceRaised);
  border-radius: 10px;
  padding: 1rem 1.1rem;
  h3 { font-size: 1.05rem; margin-bottom: 0.25rem; }
  p { margin: 0; color: var(--color-muted); font-size: 0.95rem; }
`;

const TileGrid = styled(Grid).attrs({ as: 'ul' })`
  margin: 0;
  padding: 0;
  gap: 1rem;
`;

export default function Home() {
  usePageMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <Hero heading={meta.heading} nextSectionId="guarantees" />

      <Section id="guarantees" aria-labelledby="guarantees-heading" tabIndex={-1}>
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
      </Section>

      <Section $tone="tinted" aria-labelledby="partner-heading">
        <Container>
          <SectionHeading id="partner-heading">{partnerSection.title}</SectionHeading>
          <PartnerLayout>
            <div>
              {partnerSection.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
            <Stats>
              {partnerStats.map((stat) => (
                <div key={stat.label}>
                  <dt>{stat.value}</dt>
                  <dd>{stat.label}</dd>
                </div>
              ))}
            </Stats>
          </PartnerLayout>
        </Container>
      </Section>

      <Section aria-labelledby="reputation-heading">
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

      <Section $tone="tinted" aria-labelledby="markets-heading">
        <Container>
          <SectionHeading id="markets-heading">White Glove Service for Your Market</SectionHeading>
          <Lead>Whoever your customers are, we decorate and deliver for them.</Lead>
          <TileGrid $min="210px">
            {markets.map((market) => (
              <MarketTile key={market.title}>
                <h3>{market.title}</h3>
                <p>{market.text}</p>
              </MarketTile>
            ))}
          </TileGrid>
        </Container>
      </Section>

      <Section aria-labelledby="services-heading">
        <Container>
          <SectionHeading id="services-heading">{servicesSection.title}</SectionHeading>
          <Grid $min="230px">
            {servicesSection.cards.map((card) => (
              <TitledTextCard key={card.id} item={card} />
            ))}
          </Grid>
        </Container>
      </Section>

      <ProductionStrip />
      <CallToAction id="start-heading" content={getStarted} />
    </>
  );
}
