import { readFormAnswer } from '@pod/contracts/formAnswer';
import { readStaffProp } from '@pod/contracts/signedInStaff';
import { lazy } from 'react';
import { StaffGate } from '../auth/StaffOnlyPage.tsx';
import { leadsText } from '../leads/leadsText.ts';

// Loaded once a staff member is known to be signed in: visitors never download it.
const LeadsInbox = lazy(() => import('../leads/LeadsInbox.tsx'));

/** The sign-in card, or the report once signed in: the island of StaffLeads. */
export default function LeadsGate({ answer, staff }: { answer?: string; staff?: string }) {
  return (
    <StaffGate
      page="/staff/leads"
      answer={readFormAnswer(answer)}
      staff={readStaffProp(staff)}
      signInIntro={leadsText.signInIntro}
      loading={leadsText.table.loading}
      Report={LeadsInbox}
    />
  );
}
