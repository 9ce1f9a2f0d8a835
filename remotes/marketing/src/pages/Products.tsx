import { Link } from '@pod/router';
import { Container, Grid, media, PageHeader, renderNearViewport, Section } from '@pod/shared-ui';
import styled from 'styled-components';
import { designGuidelinesUrl } from '../assets/designGuidelinesUrl.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { ProductionStrip } from '../components/ProductionStrip.tsx';
import { Lead, SectionHeading } from '../components/SectionHeading.tsx';
import { TitledTextCard } from '../components/TitledTextCard.tsx';
import { pageHeadings } from '../content/pageHeadings.ts';
import {
  designGuidelinesLink,
  pricingSignals,
  productCategories,
  productsCallToAction,
  productsFileCheck,
  productsIntro,
} from '../content/products.ts';
import { useScrollToHash } from '../hooks/useScrollToHash.ts';

const heading = pageHeadings.Products;

const FileCheckNote = styled.p`
  margin: 2rem 0 0;
  max-width: 70ch;
  a { font-weight: 600; display: inline-flex; align-items: center; min-height: 44px; }
`;

// Four cards: one column on phones, two from tablets up, so they always sit 2 + 2 (never 3 + 1).
// Each card is a screen tall or more, so no first screen shows a card past the first row: those
// are rendered only as they near the viewport, holding a card's rough height until then.
// Measured heights: 1,110-1,480 px below 480 px wide (narrower: more lines of text), 1,020-1,210 px
// from 480 px (the 4:3 image grows, the text shortens) and 1,090-1,240 px in two columns. A card's
// height falls, then rises, with the width, so one estimate per band fits better than a width term.
// e2e's nearViewport spec checks them against the real heights at several widths.
const CardGrid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  & > :nth-child(n + 2) { ${renderNearViewport({ base: '76rem', sm: '70rem' })} }
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :nth-child(2) { content-visibility: visible; }
  }
`;

export default function Products() {
  useScrollToHash();
  return (
    <>
      <PageHeader title={heading} subtitle={productsIntro} />
      <Section>
        <Container>
          <CardGrid>
            {productCategories.map((category, index) => (
              <ProductCard key={category.id} category={category} priority={index === 0} />
            ))}
          </CardGrid>
          <FileCheckNote>
            {productsFileCheck.text} <Link to={productsFileCheck.to}>{productsFileCheck.label}</Link>
          </FileCheckNote>
          <FileCheckNote>
            {designGuidelinesLink.text}: <a href={designGuidelinesUrl}>{designGuidelinesLink.label}</a>
          </FileCheckNote>
        </Container>
      </Section>
      <Section $tone="tinted" aria-labelledby="pricing-heading">
        <Container>
          <SectionHeading id="pricing-heading">{pricingSignals.title}</SectionHeading>
          <Lead>Every card above has its own button: ask for pricing and a sample of that product.</Lead>
          <Grid $min="220px">
            {pricingSignals.items.map((item) => (
              <TitledTextCard key={item.title} item={item} />
            ))}
          </Grid>
        </Container>
      </Section>
      <ProductionStrip />
      <CallToAction id="products-cta-heading" content={productsCallToAction} belowFirstScreen />
    </>
  );
}
