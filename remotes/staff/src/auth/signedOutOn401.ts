import { HttpError } from '@pod/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ME_KEY } from './useStaff.ts';

/** A 401 means the session ended: show the sign-in card again. */
export function useSignedOutOn401() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (error instanceof HttpError && error.status === 401) queryClient.setQueryData(ME_KEY, null);
    },
    [queryClient],
  );
}

/** The same, for a staff report's query: its 401 signs the page out. */
export function useSignedOutWhenQueryGets401(query: { isError: boolean; error: unknown }) {
  const signedOutOn401 = useSignedOutOn401();
  useEffect(() => {
    if (query.isError) signedOutOn401(query.error);
  }, [query.isError, query.error, signedOutOn401]);
}
