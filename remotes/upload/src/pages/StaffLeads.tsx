import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';
import { QueryFrame } from '@pod/shared-ui/query';
import { lazy, Suspense, useRef } from 'react';
import { SignInCard } from '../auth/SignInCard.tsx';
import { useStaff } from '../auth/useStaff.ts';
import { useRobotsNoindex } from '../common/useRobotsNoindex.ts';
import { leadsText } from '../leads/leadsText.ts';

// Loaded once a staff member is known to be signed in: visitors never download it.
const LeadsInbox = lazy(() => import('../leads/LeadsInbox.tsx'));

/**
 * Prerendered signed out (the sign-in card, as /upload): useStaff reads the signed-in hint
 * only after hydration, so server HTML and first client render agree, and a signed-out
 * visitor sees no placeholder swapped for the card (no layout shift).
 */
function StaffOnly() {
  const staff = useStaff();
  // After signing out, focus moves to the sign-in heading (the Sign out button is gone).
  const sawStaff = useRef(false);
  if (staff.data) sawStaff.current = true;
  if (staff.isPending) return <p aria-busy="true">{leadsText.checking}</p>;
  if (!staff.data) return <SignInCard intro={leadsText.signInIntro} focusOnMount={sawStaff.current} />;
  return (
    <Suspense fallback={<p aria-busy="true">{leadsText.table.loading}</p>}>
      <LeadsInbox staff={staff.data} />
    </Suspense>
  );
}

/** /staff/leads: every contact and customer-service message, for staff. Not indexed. */
export default function StaffLeads() {
  return (
    <QueryFrame>
      <StaffLeadsPage />
    </QueryFrame>
  );
}

function StaffLeadsPage() {
  usePageMeta({ title: leadsText.documentTitle, description: leadsText.metaDescription });
  useRobotsNoindex();
  return (
    <>
      <PageHeader title={leadsText.pageTitle} subtitle={leadsText.subtitle} />
      <Section>
        <Container>
          <StaffOnly />
        </Container>
      </Section>
    </>
  );
}
