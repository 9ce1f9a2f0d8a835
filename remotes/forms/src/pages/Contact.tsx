import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';

// Placeholder until the forms team's issue fills this page in.
export default function Contact() {
  usePageMeta({ title: 'Contact Us' });
  return (
    <>
      <PageHeader title="Contact Us" />
      <Section>
        <Container>
          <p>This page is coming soon.</p>
        </Container>
      </Section>
    </>
  );
}
