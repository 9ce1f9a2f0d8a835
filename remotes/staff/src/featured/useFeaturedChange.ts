import { apiRequest } from '@pod/shared-ui';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { IMAGES_KEY } from '../images/useProductImages.ts';

export type FeaturedAction = 'feature' | 'unfeature' | 'up' | 'down';

// Shared by every featuring button (gallery and card), so one change at a time runs.
const FEATURED_CHANGE = ['featured-change'] as const;

/**
 * One change to the featured order (staff), made by the server to the order it holds; resolves
 * to the new order. The gallery list, which carries each image's place, refetches (also after
 * a failure: another staff member may have changed it).
 */
export function useFeaturedChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: FEATURED_CHANGE,
    mutationFn: async ({ id, action }: { id: string; action: FeaturedAction }) => {
      const res = await apiRequest('POST', `/api/featured-images/${id}`, { action });
      return ((await res.json()) as { ids: string[] }).ids;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: IMAGES_KEY }),
  });
}

/** True while any featuring change runs: every featuring button waits (aria-disabled). */
export const useFeaturedBusy = () => useIsMutating({ mutationKey: FEATURED_CHANGE }) > 0;
