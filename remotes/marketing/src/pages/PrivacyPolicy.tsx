import { Container, Island, PageHeader } from '@pod/shared-ui';
import styled from 'styled-components';
import { LegalBody } from '../components/LegalBody.tsx';
import { LegalSections } from '../components/LegalSections.tsx';
import { TableOfContents } from '../components/TableOfContents.tsx';
import { pageHeadings } from '../content/pageHeadings.ts';
import { privacyContact, privacyEffectiveDate, privacyIntro, privacySections } from '../content/privacy.ts';
import { useScrollToHash } from '../hooks/useScrollToHash.ts';
import BackToTop from '../islands/BackToTop.tsx';

const heading = pageHeadings.PrivacyPolicy;

const Address = styled.address`
  font-style: normal;
  margin-top: 1.5rem;
  padding: 1.25rem 1.5rem;
  border-radius: 16px;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
`;

export default function PrivacyPolicy() {
  useScrollToHash();
  return (
    <>
      <PageHeader title={heading} subtitle={`Effective date: ${privacyEffectiveDate}`} />
      <LegalBody>
        <Container>
          <p>{privacyIntro}</p>
          <TableOfContents entries={privacySections} />
          <LegalSections sections={privacySections} />
          <Address aria-label="Postal address">
            <strong>{privacyContact.company}</strong>
            <br />
            {privacyContact.address}
            <br />
            <a href={`mailto:${privacyContact.email}`}>{privacyContact.email}</a>
          </Address>
          <Island name="BackToTop" component={BackToTop} hydrate="visible" />
        </Container>
      </LegalBody>
    </>
  );
}
