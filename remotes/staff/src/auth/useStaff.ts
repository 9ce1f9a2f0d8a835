import { SIGNED_IN_HINT_COOKIE } from '@pod/contracts/signedInHint';
import { apiRequest, throwIfResNotOk } from '@pod/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export interface StaffUser {
  id: string;
  username: string;
}

export const ME_KEY = ['/api/auth/me'] as const;

/** The readable cookie the server sets beside its session cookie. */
export const SIGNED_IN_HINT = SIGNED_IN_HINT_COOKIE;

export function hasSignedInHint(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.cookie.split(';').some((pair) => pair.trim() === `${SIGNED_IN_HINT}=1`)
  );
}

const noSubscription = () => () => {};

/**
 * Spec §7's null-on-401 load of GET /api/auth/me. Same contract as shared-ui's
 * getQueryFn({ on401: 'returnNull' }), but it reads the 401 body: left unread, Chromium
 * keeps the request open, so the page never reaches network idle.
 */
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

/**
 * The signed-in staff member, or null when signed out. A page the server sent signed in names
 * its staff member (`initial`, from the island's props): that is the first render, as in the
 * server's HTML, and nothing is asked. Otherwise the page was prerendered signed out, so the
 * hint cookie is read only after hydration (the server snapshot says "no hint"); with no hint
 * the visitor is signed out for sure and the sign-in card shows with no loading flash.
 */
export function useStaff(initial?: StaffUser): {
  isPending: boolean;
  data: StaffUser | null | undefined;
} {
  const hinted = useSyncExternalStore(noSubscription, hasSignedInHint, () => false);
  const query = useQuery<StaffUser | null>({
    queryKey: ME_KEY,
    queryFn: fetchStaff,
    enabled: hinted,
    ...(initial ? { initialData: initial } : {}),
  });
  if (query.data !== undefined) return { isPending: false, data: query.data };
  return hinted ? { isPending: query.isPending, data: undefined } : { isPending: false, data: null };
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
