import { type FormAnswer, readFormAnswer } from '@pod/contracts/formAnswer';
import { readStaffProp, type SignedInStaff } from '@pod/contracts/signedInStaff';
import { QueryFrame } from '@pod/shared-ui/query';
import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { SignInCard } from '../auth/SignInCard.tsx';
import { useStaff } from '../auth/useStaff.ts';
import { useMounted } from '../common/useMounted.ts';
import { uploadText } from '../content/uploadText.ts';
import { ImageList } from '../images/ImageList.tsx';
import { UploadCard } from '../upload/UploadCard.tsx';

// Staff only: loaded on demand, so visitors never download it.
const FeaturedCard = lazy(() => import('../featured/FeaturedCard.tsx'));

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/**
 * Sign-in or upload, the featured photos and the gallery: the island of /upload. `staff`: the
 * staff member the server sent the page signed in for (its first screen is then the upload card).
 */
export default function UploadTool({ answer, staff }: { answer?: string; staff?: string }) {
  return (
    <QueryFrame>
      <StaffTools answer={readFormAnswer(answer)} initial={readStaffProp(staff)} />
    </QueryFrame>
  );
}

function StaffTools({
  answer,
  initial,
}: {
  answer: FormAnswer | undefined;
  initial?: SignedInStaff | undefined;
}) {
  const staff = useStaff(initial);
  // Code loaded on demand waits for the island to be hydrated: the server's HTML has none of it.
  const mounted = useMounted();
  // After signing in here, focus moves to the upload button instead of getting lost; so it does
  // once hydrated on the page the server sent signed in (as it did when that page came signed out
  // and the island found the staff member itself), the upload being what the page is for.
  const sawSignIn = useRef(false);
  if (staff.data === null || initial) sawSignIn.current = true;
  // After signing out, focus moves to the sign-in heading (the Sign out button is gone).
  const sawStaff = useRef(false);
  if (staff.data) sawStaff.current = true;
  return (
    <Stack>
      {staff.isPending ? (
        <p aria-busy="true">{uploadText.signIn.checking}</p>
      ) : staff.data ? (
        <>
          <UploadCard staff={staff.data} focusOnMount={sawSignIn.current} />
          {mounted ? (
            <Suspense fallback={null}>
              <FeaturedCard />
            </Suspense>
          ) : null}
        </>
      ) : (
        <SignInCard page="/upload" answer={answer} focusOnMount={sawStaff.current} />
      )}
      <ImageList />
    </Stack>
  );
}
