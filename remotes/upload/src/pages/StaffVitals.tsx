import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';
import { QueryFrame } from '@pod/shared-ui/query';
import { lazy, Suspense, useRef } from 'react';
import { SignInCard } from '../auth/SignInCard.tsx';
import { useStaff } from '../auth/useStaff.ts';
import { useRobotsNoindex } from '../common/useRobotsNoindex.ts';
import { vitalsText } from '../vitals/vitalsText.ts';

// Loaded once a staff member is known to be signed in: visitors never download it.
const VitalsReport = lazy(() => import('../vitals/VitalsReport.tsx'));

/** Prerendered signed out, like /staff/leads: the sign-in hint is read after hydration. */
function StaffOnly() {
  const staff = useStaff();
  // After signing out, focus moves to the sign-in heading (the Sign out button is gone).
  const sawStaff = useRef(false);
  if (staff.data) sawStaff.current = true;
  if (staff.isPending) return <p aria-busy="true">{vitalsText.checking}</p>;
  if (!staff.data) return <SignInCard intro={vitalsText.signInIntro} focusOnMount={sawStaff.current} />;
  return (
    <Suspense fallback={<p aria-busy="true">{vitalsText.loading}</p>}>
      <VitalsReport staff={staff.data} />
    </Suspense>
  );
}

/** /staff/vitals: real visitors' Web Vitals per page beside the lab figures, for staff. Not indexed. */
export default function StaffVitals() {
  return (
    <QueryFrame>
      <StaffVitalsPage />
    </QueryFrame>
  );
}

function StaffVitalsPage() {
  usePageMeta({ title: vitalsText.documentTitle, description: vitalsText.metaDescription });
  useRobotsNoindex();
  return (
    <>
      <PageHeader title={vitalsText.pageTitle} subtitle={vitalsText.subtitle} />
      <Section>
        <Container>
          <StaffOnly />
        </Container>
      </Section>
    </>
  );
}
