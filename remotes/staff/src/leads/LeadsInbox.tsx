import { useSearchParams } from '@pod/router';
import { Button } from '@pod/shared-ui';
import styled from 'styled-components';
import { StaffBar } from '../auth/StaffBar.tsx';
import { useSignedOutWhenQueryGets401 } from '../auth/signedOutOn401.ts';
import type { StaffUser } from '../auth/useStaff.ts';
import { ReportCard } from '../common/ReportCard.tsx';
import { LeadDialog } from './LeadDialog.tsx';
import { LeadFilters } from './LeadFilters.tsx';
import { LeadTable } from './LeadTable.tsx';
import { leadsText } from './leadsText.ts';
import { filterParams, type Lead, type LeadFilter, readFilter } from './leadTypes.ts';
import { useLeadPages } from './useLeads.ts';

const text = leadsText.table;

const Note = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid var(--color-accent);
  background: var(--color-surface);
`;

const Muted = styled.p`
  color: var(--color-muted);
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin-top: 1rem;
  p { margin: 0; color: var(--color-muted); }
`;

/** The signed-in inbox. Filters and the open lead live in the URL (?source&status&q&lead). */
export default function LeadsInbox({ staff }: { staff: StaffUser }) {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const openId = params.get('lead');
  const pages = useLeadPages(filter);
  useSignedOutWhenQueryGets401(pages);

  const leads: Lead[] = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const notificationsOff = pages.data?.pages[0]?.notifications === 'off';

  const setFilter = (next: LeadFilter) => {
    const search = filterParams(next);
    if (openId) search.set('lead', openId);
    setParams(search, { replace: true });
  };
  const setOpen = (id: string | null) => {
    const search = filterParams(filter);
    if (id) search.set('lead', id);
    setParams(search, { replace: true });
  };

  return (
    <ReportCard as="section" aria-labelledby="leads-list-title">
      <StaffBar
        heading={<h2 id="leads-list-title">{text.caption}</h2>}
        staff={staff}
        links={[
          { to: '/upload', label: leadsText.toUpload },
          { to: '/staff/vitals', label: leadsText.toVitals },
        ]}
      />
      {notificationsOff ? <Note>{leadsText.notificationsOff}</Note> : null}
      <LeadFilters filter={filter} onChange={setFilter} onRefresh={() => void pages.refetch()} />
      <div aria-live="polite" aria-busy={pages.isFetching}>
        {pages.isPending ? (
          <Muted>{text.loading}</Muted>
        ) : pages.isError ? (
          <Muted role="alert">{text.error}</Muted>
        ) : leads.length === 0 ? (
          <Muted>{text.empty}</Muted>
        ) : null}
      </div>
      {leads.length > 0 ? <LeadTable leads={leads} onOpen={(lead) => setOpen(lead.id)} /> : null}
      {leads.length > 0 ? (
        <More>
          <p>{text.count(leads.length, pages.hasNextPage)}</p>
          {pages.hasNextPage ? (
            <Button
              type="button"
              $variant="secondary"
              disabled={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {pages.isFetchingNextPage ? text.loadingMore : text.more}
            </Button>
          ) : null}
        </More>
      ) : null}
      <LeadDialog
        leadId={openId}
        preview={leads.find((lead) => lead.id === openId)}
        onClose={() => setOpen(null)}
      />
    </ReportCard>
  );
}
