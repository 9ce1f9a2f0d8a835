import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';

// Placeholder until the marketing team's issue fills this page in.
export default function PrivacyPolicy() {
  usePageMeta({ title: 'Privacy Policy' });
  return (
    <>
      <PageHeader title="Privacy Policy" />
      <Section>
        <Container>
          <p>This page is coming soon.</p>
        </Container>
      </Section>
    </>
  );
}
