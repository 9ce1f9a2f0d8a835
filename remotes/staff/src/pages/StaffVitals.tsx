import { StaffOnlyPage } from '../auth/StaffOnlyPage.tsx';
import VitalsGate from '../islands/VitalsGate.tsx';
import { vitalsText } from '../vitals/vitalsText.ts';

/** /staff/vitals: real visitors' Web Vitals per page beside the lab figures, for staff. Not indexed. */
export default function StaffVitals() {
  return <StaffOnlyPage text={vitalsText} gate={{ name: 'VitalsGate', component: VitalsGate }} />;
}
