import { apiRequest, throwIfResNotOk } from '@pod/shared-ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { filterParams, type Lead, type LeadFilter, type LeadPage, type LeadStatus } from './leadTypes.ts';

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The inbox list, one cursor page at a time; refetched whenever the page is shown. */
export function useLeadPages(filter: LeadFilter) {
  return useInfiniteQuery({
    queryKey: ['leads', filter.source, filter.status, filter.q.trim()],
    queryFn: ({ pageParam }) => {
      const params = filterParams(filter);
      if (pageParam) params.set('cursor', pageParam);
      return getJson<LeadPage>(`/api/contacts?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useLead(id: string | null) {
  return useQuery({
    queryKey: ['lead', id],
    queryFn: () => getJson<Lead>(`/api/contacts/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useSetLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: LeadStatus }) =>
      (await (
        await apiRequest('PATCH', `/api/contacts/${encodeURIComponent(id)}`, { status })
      ).json()) as Lead,
    onSuccess: (lead) => {
      queryClient.setQueryData(['lead', lead.id], lead);
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}
