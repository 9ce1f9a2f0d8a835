import { lazy } from 'react';
import { StaffOnlyPage } from '../auth/StaffOnlyPage.tsx';
import { vitalsText } from '../vitals/vitalsText.ts';

// Loaded once a staff member is known to be signed in: visitors never download it.
const VitalsReport = lazy(() => import('../vitals/VitalsReport.tsx'));

/** /staff/vitals: real visitors' Web Vitals per page beside the lab figures, for staff. Not indexed. */
export default function StaffVitals() {
  return (
    <StaffOnlyPage
      title={vitalsText.pageTitle}
      subtitle={vitalsText.subtitle}
      documentTitle={vitalsText.documentTitle}
      metaDescription={vitalsText.metaDescription}
      signInIntro={vitalsText.signInIntro}
      loading={vitalsText.loading}
      Report={VitalsReport}
    />
  );
}
