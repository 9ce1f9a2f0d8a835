import { StaffOnlyPage } from '../auth/StaffOnlyPage.tsx';
import LeadsGate from '../islands/LeadsGate.tsx';
import { leadsText } from '../leads/leadsText.ts';

/** /staff/leads: every contact and customer-service message, for staff. Not indexed. */
export default function StaffLeads() {
  return <StaffOnlyPage text={leadsText} gate={{ name: 'LeadsGate', component: LeadsGate }} />;
}
