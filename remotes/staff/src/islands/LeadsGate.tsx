import { lazy } from 'react';
import { StaffGate, type StaffGateIslandProps, type StaffGateSettings } from '../auth/StaffOnlyPage.tsx';
import { leadsText } from '../leads/leadsText.ts';

const settings: StaffGateSettings = {
  page: '/staff/leads',
  signInIntro: leadsText.signInIntro,
  loading: leadsText.table.loading,
  // Loaded once a staff member is known to be signed in: visitors never download it.
  Report: lazy(() => import('../leads/LeadsInbox.tsx')),
};

/** The island of StaffLeads: the staff gate to the inbox. */
export default function LeadsGate(props: StaffGateIslandProps) {
  return <StaffGate {...props} {...settings} />;
}
