import { readFormAnswer } from '@pod/contracts/formAnswer';
import { readStaffProp } from '@pod/contracts/signedInStaff';
import { lazy } from 'react';
import { StaffGate } from '../auth/StaffOnlyPage.tsx';
import { vitalsText } from '../vitals/vitalsText.ts';

// Loaded once a staff member is known to be signed in: visitors never download it.
const VitalsReport = lazy(() => import('../vitals/VitalsReport.tsx'));

/** The sign-in card, or the report once signed in: the island of StaffVitals. */
export default function VitalsGate({ answer, staff }: { answer?: string; staff?: string }) {
  return (
    <StaffGate
      page="/staff/vitals"
      answer={readFormAnswer(answer)}
      staff={readStaffProp(staff)}
      signInIntro={vitalsText.signInIntro}
      loading={vitalsText.loading}
      Report={VitalsReport}
    />
  );
}
