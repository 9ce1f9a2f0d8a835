import { Container, Island, PageHeader, usePageMeta } from '@pod/shared-ui';
import { LegalBody } from '../components/LegalBody.tsx';
import { LegalSections } from '../components/LegalSections.tsx';
import { TableOfContents } from '../components/TableOfContents.tsx';
import { pageMeta } from '../content/pageMeta.ts';
import { termsIntro, termsSections } from '../content/terms.ts';
import { useScrollToHash } from '../hooks/useScrollToHash.ts';
import BackToTop from '../islands/BackToTop.tsx';

const meta = pageMeta['/terms'];

export default function Terms() {
  usePageMeta({ title: meta.title, description: meta.description });
  useScrollToHash();
  return (
    <>
      <PageHeader title={meta.heading} subtitle={termsIntro} />
      <LegalBody>
        <Container>
          <TableOfContents entries={termsSections} numbered />
          <LegalSections sections={termsSections} />
          <Island name="BackToTop" component={BackToTop} hydrate="visible" />
        </Container>
      </LegalBody>
    </>
  );
}
