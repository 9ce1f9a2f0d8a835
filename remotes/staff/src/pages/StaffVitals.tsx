import { Island } from '@pod/shared-ui';
import { StaffOnlyPage } from '../auth/StaffOnlyPage.tsx';
import { useStaffIslandProps } from '../auth/signedInPrerender.ts';
import { SIGNED_IN_HINT } from '../auth/useStaff.ts';
import VitalsGate from '../islands/VitalsGate.tsx';
import { vitalsText } from '../vitals/vitalsText.ts';

/** /staff/vitals: real visitors' Web Vitals per page beside the lab figures, for staff. Not indexed. */
export default function StaffVitals() {
  // Prerendered signed in too (the island told its staff member), for a request with a live session.
  const props = useStaffIslandProps();
  return (
    <StaffOnlyPage
      text={vitalsText}
      // Visitors see the sign-in card and run no script until they reach for it; signed-in
      // staff (the hint cookie) get the island at load.
      gate={
        <Island
          name="VitalsGate"
          component={VitalsGate}
          props={props}
          hydrate="interaction"
          hydrateWithCookie={SIGNED_IN_HINT}
        />
      }
    />
  );
}
