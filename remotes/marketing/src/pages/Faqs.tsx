import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';

// Placeholder until the marketing team's issue fills this page in.
export default function Faqs() {
  usePageMeta({ title: 'Frequently Asked Questions' });
  return (
    <>
      <PageHeader title="Frequently Asked Questions" />
      <Section>
        <Container>
          <p>This page is coming soon.</p>
        </Container>
      </Section>
    </>
  );
}
