import { Container, Grid, PageHeader, Section, usePageMeta } from '@pod/shared-ui';
import { ProductCard } from '../components/ProductCard.tsx';
import { pageMeta } from '../content/pageMeta.ts';
import { productCategories, productsIntro } from '../content/products.ts';
import { useScrollToHash } from '../hooks/useScrollToHash.ts';

const meta = pageMeta['/products'];

export default function Products() {
  usePageMeta({ title: meta.title, description: meta.description });
  useScrollToHash();
  return (
    <>
      <PageHeader title={meta.heading} subtitle={productsIntro} />
      <Section>
        <Container>
          <Grid $min="320px">
            {productCategories.map((category) => (
              <ProductCard key={category.id} category={category} />
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
