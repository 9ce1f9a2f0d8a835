import { apiRequest, getQueryFn } from '@pod/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface StaffUser {
  id: string;
  username: string;
}

export const ME_KEY = ['/api/auth/me'] as const;

/** The signed-in staff member, or null (spec §7: the null-on-401 variant). */
export function useStaff() {
  return useQuery<StaffUser | null>({
    queryKey: ME_KEY,
    queryFn: getQueryFn<StaffUser>({ on401: 'returnNull' }),
  });
}

/** The API's `{ error: { message } }` from an apiRequest error "<status>: <body>". */
export function apiErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : null;
  } catch {
    return null;
  }
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: { username: string; password: string }) =>
      (await (await apiRequest('POST', '/api/auth/login', credentials)).json()) as StaffUser,
    onSuccess: (user) => queryClient.setQueryData(ME_KEY, user),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/auth/logout');
    },
    onSettled: () => queryClient.setQueryData(ME_KEY, null),
  });
}
