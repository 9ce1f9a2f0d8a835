import { apiRequest } from '@pod/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMAGES_KEY } from './useProductImages.ts';

const imagePath = (id: string) => `/api/product-images/${encodeURIComponent(id)}`;

/** Staff edits of the gallery; the public list refetches after each. */
export function useGalleryActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: IMAGES_KEY });
  const setAlt = useMutation({
    mutationFn: async ({ id, alt }: { id: string; alt: string }) => {
      await apiRequest('PATCH', imagePath(id), { alt });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', imagePath(id));
    },
    onSuccess: refresh,
  });
  return { setAlt, remove };
}
