import { Button } from '@pod/shared-ui';
import styled from 'styled-components';
import { StaffBar } from '../auth/StaffBar.tsx';
import { useSignedOutWhenQueryGets401 } from '../auth/signedOutOn401.ts';
import type { StaffUser } from '../auth/useStaff.ts';
import { ReportCard } from '../common/ReportCard.tsx';
import { ThresholdKey } from './ThresholdKey.tsx';
import { useVitalsSummary } from './useVitalsSummary.ts';
import { VitalsTable } from './VitalsTable.tsx';
import { vitalsText } from './vitalsText.ts';

const Muted = styled.p`
  color: var(--color-muted);
`;

/** The signed-in report: field p75 per page and metric beside the bench's lab figures. */
export default function VitalsReport({ staff }: { staff: StaffUser }) {
  const summary = useVitalsSummary();
  useSignedOutWhenQueryGets401(summary);
  const data = summary.data;

  return (
    <ReportCard as="section" aria-labelledby="vitals-report-title">
      <StaffBar
        heading={<h2 id="vitals-report-title">{vitalsText.pageTitle}</h2>}
        staff={staff}
        links={[{ to: '/staff/leads', label: vitalsText.toLeads }]}
      >
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
      </StaffBar>
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
      {data ? <ThresholdKey /> : null}
      {data ? (
        <>
          <Muted>
            {data.lab ? vitalsText.labNote(data.lab.measuredAt, data.lab.method) : vitalsText.noLab}
          </Muted>
          <Muted>{vitalsText.privacy}</Muted>
        </>
      ) : null}
    </ReportCard>
  );
}
