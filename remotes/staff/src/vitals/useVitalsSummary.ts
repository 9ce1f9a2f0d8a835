import { throwIfResNotOk } from '@pod/shared-ui';
import { useQuery } from '@tanstack/react-query';
import type { VitalsSummary } from './vitalsTypes.ts';

/** The last week's field p75 with the lab figures; fresh on every visit (staleTime 0). */
export function useVitalsSummary() {
  return useQuery({
    queryKey: ['vitals-summary'],
    queryFn: async () => {
      const res = await fetch('/api/vitals/summary', { credentials: 'include' });
      await throwIfResNotOk(res);
      return (await res.json()) as VitalsSummary;
    },
    staleTime: 0,
  });
}
