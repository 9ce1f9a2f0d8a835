import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';

// Placeholder until the marketing team's issue fills this page in.
export default function Products() {
  usePageMeta({ title: 'Products' });
  return (
    <>
      <PageHeader title="Products" />
      <Section>
        <Container>
          <p>This page is coming soon.</p>
        </Container>
      </Section>
    </>
  );
}
