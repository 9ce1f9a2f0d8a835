import { apiRequest } from '@pod/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMAGES_KEY } from '../images/useProductImages.ts';

/** Stores a new featured order (staff); the gallery list, which carries it, refetches. */
export function useFeaturedOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      await apiRequest('PUT', '/api/featured-images', { ids });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMAGES_KEY }),
  });
}
