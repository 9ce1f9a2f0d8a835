import { lazy } from 'react';
import { StaffGate, type StaffGateIslandProps, type StaffGateSettings } from '../auth/StaffOnlyPage.tsx';
import { vitalsText } from '../vitals/vitalsText.ts';

const settings: StaffGateSettings = {
  page: '/staff/vitals',
  signInIntro: vitalsText.signInIntro,
  loading: vitalsText.loading,
  // Loaded once a staff member is known to be signed in: visitors never download it.
  Report: lazy(() => import('../vitals/VitalsReport.tsx')),
};

/** The island of StaffVitals: the staff gate to the Web Vitals report. */
export default function VitalsGate(props: StaffGateIslandProps) {
  return <StaffGate {...props} {...settings} />;
}
