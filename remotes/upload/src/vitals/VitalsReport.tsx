import { Button, ButtonLink, Card } from '@pod/shared-ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import type { StaffUser } from '../auth/useStaff.ts';
import { useSignOut } from '../auth/useStaff.ts';
import { useSignedOutOn401 } from '../leads/useLeads.ts';
import { useVitalsSummary } from './useVitalsSummary.ts';
import { VitalsTable } from './VitalsTable.tsx';
import { vitalsText } from './vitalsText.ts';

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

const Muted = styled.p`
  color: var(--color-muted);
`;

/** The signed-in report: field p75 per page and metric beside the bench's lab figures. */
export default function VitalsReport({ staff }: { staff: StaffUser }) {
  const summary = useVitalsSummary();
  const signOut = useSignOut();
  const signedOutOn401 = useSignedOutOn401();
  useEffect(() => {
    if (summary.isError) signedOutOn401(summary.error);
  }, [summary.isError, summary.error, signedOutOn401]);
  const data = summary.data;

  return (
    <Card as="section" aria-labelledby="vitals-report-title">
      <Bar>
        <h2 id="vitals-report-title">{vitalsText.pageTitle}</h2>
        <div>
          <p>{vitalsText.signedInAs(staff.username)}</p>
          <ButtonLink to="/staff/leads" $variant="secondary">
            {vitalsText.toLeads}
          </ButtonLink>
          {/* aria-disabled, not disabled: the button just pressed keeps the keyboard focus. */}
          <Button
            type="button"
            $variant="secondary"
            aria-disabled={summary.isFetching}
            onClick={() => {
              if (!summary.isFetching) void summary.refetch();
            }}
          >
            {vitalsText.refresh}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            {vitalsText.signOut}
          </Button>
        </div>
      </Bar>
      <div aria-live="polite" aria-busy={summary.isFetching}>
        {summary.isPending ? (
          <Muted>{vitalsText.loading}</Muted>
        ) : summary.isError ? (
          <Muted role="alert">{vitalsText.error}</Muted>
        ) : data && data.rows.length === 0 ? (
          <Muted>{vitalsText.empty(data.days)}</Muted>
        ) : null}
      </div>
      {data && data.rows.length > 0 ? (
        <VitalsTable rows={data.rows} caption={vitalsText.caption(data.days, data.fromDay)} />
      ) : null}
      {data ? (
        <>
          <Muted>
            {data.lab ? vitalsText.labNote(data.lab.measuredAt, data.lab.method) : vitalsText.noLab}
          </Muted>
          <Muted>{vitalsText.privacy}</Muted>
        </>
      ) : null}
    </Card>
  );
}
