import { Island } from '@pod/shared-ui';
import { StaffOnlyPage } from '../auth/StaffOnlyPage.tsx';
import { useStaffIslandProps } from '../auth/signedInPrerender.ts';
import { SIGNED_IN_HINT } from '../auth/useStaff.ts';
import LeadsGate from '../islands/LeadsGate.tsx';
import { leadsText } from '../leads/leadsText.ts';

/** /staff/leads: every contact and customer-service message, for staff. Not indexed. */
export default function StaffLeads() {
  // Prerendered signed in too (the island told its staff member), for a request with a live session.
  const props = useStaffIslandProps();
  return (
    <StaffOnlyPage
      text={leadsText}
      // Visitors see the sign-in card and run no script until they reach for it; signed-in
      // staff (the hint cookie) get the island at load.
      gate={
        <Island
          name="LeadsGate"
          component={LeadsGate}
          props={props}
          hydrate="interaction"
          hydrateWithCookie={SIGNED_IN_HINT}
        />
      }
    />
  );
}
