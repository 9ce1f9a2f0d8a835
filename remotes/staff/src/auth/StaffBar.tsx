import { Button, ButtonLink } from '@pod/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { staffText } from './staffText.ts';
import { type StaffUser, useSignOut } from './useStaff.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-bottom: 1.25rem;
  p { margin: 0; color: var(--color-muted); }
  div { display: flex; flex-wrap: wrap; gap: 0.75rem; }
`;

interface StaffBarProps {
  /** The report's own heading: its id labels the card around it. */
  heading: ReactNode;
  staff: StaffUser;
  /** The other staff pages. */
  links: readonly { to: string; label: string }[];
  /** The report's own buttons, before Sign out. */
  children?: ReactNode;
}

/** The top of a signed-in staff report: its heading, who is signed in, the other pages, Sign out. */
export function StaffBar({ heading, staff, links, children }: StaffBarProps) {
  const signOut = useSignOut();
  return (
    <Bar>
      {heading}
      <div>
        <p>{staffText.signedInAs(staff.username)}</p>
        {links.map((link) => (
          <ButtonLink key={link.to} to={link.to} $variant="secondary">
            {link.label}
          </ButtonLink>
        ))}
        {children}
        <Button
          type="button"
          $variant="secondary"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {staffText.signOut}
        </Button>
      </div>
    </Bar>
  );
}
