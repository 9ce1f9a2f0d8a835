import { type FormAnswer, readFormAnswer } from '@pod/contracts/formAnswer';
import { readStaffProp, type SignedInStaff } from '@pod/contracts/signedInStaff';
import { Container, Island, PageHeader, Section } from '@pod/shared-ui';
import { QueryFrame } from '@pod/shared-ui/query';
import { type ComponentType, type LazyExoticComponent, Suspense, useRef } from 'react';
import { useMounted } from '../common/useMounted.ts';
import { SignInCard } from './SignInCard.tsx';
import { useStaffIslandProps } from './signedInPrerender.ts';
import { staffText } from './staffText.ts';
import { SIGNED_IN_HINT, type StaffUser, useStaff } from './useStaff.ts';

/** The texts a staff page's head and heading need (leadsText, vitalsText). */
interface StaffPageText {
  pageTitle: string;
  subtitle: string;
  documentTitle: string;
  metaDescription: string;
}

/** The props the server gives a gate island (flat JSON): its answer to a sign-in, the staff member. */
export type StaffGateIslandProps = { answer?: string; staff?: string };

interface StaffOnlyPageProps {
  text: StaffPageText;
  /** The page's island (src/islands/<name>.tsx): a StaffGate with its report. */
  gate: { name: string; component: ComponentType<StaffGateIslandProps> };
}

/** What makes one staff page's gate: its page, its sign-in words and its report. */
export interface StaffGateSettings {
  /** The staff page the gate stands on (where a plain-HTML sign-in returns). */
  page: string;
  signInIntro: string;
  /** Shown while the signed-in part's code arrives. */
  loading: string;
  /** The signed-in part, lazily loaded so that visitors never download it. */
  Report: LazyExoticComponent<ComponentType<{ staff: StaffUser }>>;
}

interface SignedInOnlyProps extends StaffGateSettings {
  /** The server's answer to a sign-in it sent back, from the island's props. */
  answer: FormAnswer | undefined;
  /** The staff member the server sent the page signed in for, from the island's props. */
  staff: SignedInStaff | undefined;
}

/**
 * A staff page (/staff/leads, /staff/vitals), not indexed. Prerendered signed out (the sign-in
 * card, as /upload): useStaff reads the signed-in hint only after hydration, so server HTML and
 * first client render agree, and a signed-out visitor sees no placeholder swapped for the card.
 * Prerendered signed in too (auth/signedInPages.tsx): a request with a live session gets the
 * report's loading line, its gate given the staff member, never the sign-in card.
 * The heading is the server's HTML; only the gate (an island) hydrates.
 */
export function StaffOnlyPage({ text, gate }: StaffOnlyPageProps) {
  // Prerendered signed in too (the island told its staff member), for a request with a live session.
  const props = useStaffIslandProps();
  return (
    <>
      <PageHeader title={text.pageTitle} subtitle={text.subtitle} />
      <Section>
        <Container>
          {/* Visitors see the sign-in card and run no script until they reach for it; signed-in
              staff (the hint cookie) get the island at load. */}
          <Island
            name={gate.name}
            component={gate.component}
            props={props}
            hydrate="interaction"
            hydrateWithCookie={SIGNED_IN_HINT}
          />
        </Container>
      </Section>
    </>
  );
}

/**
 * The sign-in card, or the signed-in staff member's report: the island of a staff page (each
 * src/islands/<Name>Gate.tsx gives it its settings), its props read as the server wrote them.
 */
export function StaffGate({ answer, staff, ...settings }: StaffGateIslandProps & StaffGateSettings) {
  return (
    <QueryFrame>
      <SignedInOnly {...settings} answer={readFormAnswer(answer)} staff={readStaffProp(staff)} />
    </QueryFrame>
  );
}

function SignedInOnly({ page, answer, staff: initial, signInIntro, loading, Report }: SignedInOnlyProps) {
  const staff = useStaff(initial);
  // The report's code loads once the island is hydrated: the server's HTML (signed in) shows the
  // loading line, which the first render repeats, rather than a boundary React must redo.
  const mounted = useMounted();
  // After signing out, focus moves to the sign-in heading (the Sign out button is gone).
  const sawStaff = useRef(false);
  if (staff.data) sawStaff.current = true;
  if (staff.isPending) return <p aria-busy="true">{staffText.checking}</p>;
  if (!staff.data)
    return <SignInCard intro={signInIntro} page={page} answer={answer} focusOnMount={sawStaff.current} />;
  if (!mounted) return <p aria-busy="true">{loading}</p>;
  return (
    <Suspense fallback={<p aria-busy="true">{loading}</p>}>
      <Report staff={staff.data} />
    </Suspense>
  );
}
