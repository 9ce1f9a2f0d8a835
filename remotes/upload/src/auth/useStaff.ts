import { apiRequest, throwIfResNotOk } from '@pod/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface StaffUser {
  id: string;
  username: string;
}

export const ME_KEY = ['/api/auth/me'] as const;

/**
 * Spec §7's null-on-401 load of GET /api/auth/me. Same contract as shared-ui's
 * getQueryFn({ on401: 'returnNull' }), but it reads the 401 body: left unread, Chromium
 * keeps the request open, so the page never reaches network idle.
 */
export function hasSignedInHint(): boolean {
  return /(?:^|;\s*)pod_signed_in=1(?:;|$)/.test(document.cookie);
}

export async function fetchStaff(): Promise<StaffUser | null> {
  // The server sets this readable hint beside its HttpOnly session cookie; without it
  // there is no session, so skip the request (and the 401 it would log).
  if (!hasSignedInHint()) return null;
  const res = await fetch(ME_KEY.join('/'), { credentials: 'include' });
  if (res.status === 401) {
    await res.text();
    return null;
  }
  await throwIfResNotOk(res);
  return (await res.json()) as StaffUser;
}

/** The signed-in staff member, or null when signed out. */
export function useStaff() {
  // Signed out for sure (no hint): render the sign-in card at once, no loading flash.
  return useQuery<StaffUser | null>({
    queryKey: ME_KEY,
    queryFn: fetchStaff,
    initialData: hasSignedInHint() ? undefined : null,
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
