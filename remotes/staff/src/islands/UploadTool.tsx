import { type FormAnswer, readFormAnswer } from '@pod/contracts/formAnswer';
import { QueryFrame } from '@pod/shared-ui/query';
import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { SignInCard } from '../auth/SignInCard.tsx';
import { useStaff } from '../auth/useStaff.ts';
import { uploadText } from '../content/uploadText.ts';
import { ImageList } from '../images/ImageList.tsx';
import { UploadCard } from '../upload/UploadCard.tsx';

// Staff only: loaded on demand, so visitors never download it.
const FeaturedCard = lazy(() => import('../featured/FeaturedCard.tsx'));

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** Sign-in or upload, the featured photos and the gallery: the island of /upload. */
export default function UploadTool({ answer }: { answer?: string }) {
  return (
    <QueryFrame>
      <StaffTools answer={readFormAnswer(answer)} />
    </QueryFrame>
  );
}

function StaffTools({ answer }: { answer: FormAnswer | undefined }) {
  const staff = useStaff();
  // After signing in here, focus moves to the upload button instead of getting lost.
  const sawSignIn = useRef(false);
  if (staff.data === null) sawSignIn.current = true;
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
          <Suspense fallback={null}>
            <FeaturedCard />
          </Suspense>
        </>
      ) : (
        <SignInCard page="/upload" answer={answer} focusOnMount={sawStaff.current} />
      )}
      <ImageList />
    </Stack>
  );
}
