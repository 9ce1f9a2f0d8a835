import { Button, ButtonLink, Card, CardTitle } from '@pod/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { SignOutForm } from '../auth/SignOutForm.tsx';
import type { StaffUser } from '../auth/useStaff.ts';
import { ME_KEY } from '../auth/useStaff.ts';
import { useMounted } from '../common/useMounted.ts';
import { uploadText } from '../content/uploadText.ts';
import { IMAGES_KEY } from '../images/useProductImages.ts';
import { StatusLine } from './StatusLine.tsx';
import { UploadDialog, type UploadOutcome } from './UploadDialog.tsx';

const text = uploadText.uploadCard;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 0.5rem 1rem;
`;

// Who is signed in, then the inbox link and Sign out (a form of its own: no form inside a <p>).
const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  > span { color: var(--color-muted); }
`;

const Note = styled.p`
  margin: 0.5rem 0 1.25rem;
`;

/** "Upload New Image" for signed-in staff: the button, the dialog and the status line. */
export function UploadCard({ staff, focusOnMount = false }: { staff: StaffUser; focusOnMount?: boolean }) {
  const queryClient = useQueryClient();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  // The button opens a dialog only the hydrated island has: in the server's page (sent signed in) it
  // is disabled until then, so a press is never lost on a button that does nothing yet.
  const hydrated = useMounted();

  useEffect(() => {
    if (focusOnMount && hydrated) triggerRef.current?.focus();
  }, [focusOnMount, hydrated]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const finished = (outcome: UploadOutcome) => {
    close();
    if (outcome.ok) {
      const saved = uploadText.status.success(outcome.filename);
      setStatus(outcome.altSaved ? saved : `${saved}. ${uploadText.status.altNotSaved}`);
      void queryClient.invalidateQueries({ queryKey: IMAGES_KEY });
    } else {
      setStatus(uploadText.status.failure);
      // A session that ended meanwhile shows the sign-in card again.
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
    }
  };

  return (
    <Card as="section" aria-labelledby="upload-new-image-title">
      <Header>
        <CardTitle id="upload-new-image-title">{text.title}</CardTitle>
        <Who>
          <span>{text.signedInAs(staff.username)}</span>
          <ButtonLink to="/staff/leads" $variant="secondary">
            {text.leadsInbox}
          </ButtonLink>
          <SignOutForm page="/upload" />
        </Who>
      </Header>
      <Note>{text.maxSize}</Note>
      <Button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => {
          setStatus('');
          setOpen(true);
        }}
      >
        {text.choose}
      </Button>
      <StatusLine message={status} />
      <UploadDialog open={open} onClose={close} onFinished={finished} />
    </Card>
  );
}
