import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';

// Placeholder until the marketing team's issue fills this page in.
export default function Home() {
  usePageMeta({ title: 'Print-on-Demand Apparel Fulfillment' });
  return (
    <>
      <PageHeader title="Let&apos;s Make Your Print-on-Demand Apparel Sales More Profitable" />
      <Section>
        <Container>
          <p>This page is coming soon.</p>
        </Container>
      </Section>
    </>
  );
}
