import { lazy } from 'react';
import { StaffOnlyPage } from '../auth/StaffOnlyPage.tsx';
import { leadsText } from '../leads/leadsText.ts';

// Loaded once a staff member is known to be signed in: visitors never download it.
const LeadsInbox = lazy(() => import('../leads/LeadsInbox.tsx'));

/** /staff/leads: every contact and customer-service message, for staff. Not indexed. */
export default function StaffLeads() {
  return (
    <StaffOnlyPage
      title={leadsText.pageTitle}
      subtitle={leadsText.subtitle}
      documentTitle={leadsText.documentTitle}
      metaDescription={leadsText.metaDescription}
      signInIntro={leadsText.signInIntro}
      loading={leadsText.table.loading}
      Report={LeadsInbox}
    />
  );
}
