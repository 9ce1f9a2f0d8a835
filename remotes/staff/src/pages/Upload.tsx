import { Container, Island, PageHeader, Section } from '@pod/shared-ui';
import { useStaffIslandProps } from '../auth/signedInPrerender.ts';
import { SIGNED_IN_HINT } from '../auth/useStaff.ts';
import { uploadText } from '../content/uploadText.ts';
import UploadTool from '../islands/UploadTool.tsx';

/**
 * /upload: staff sign in and upload production images; everyone sees the gallery. The server
 * fills the gallery into the page, so a visitor's phone runs no script until they reach for
 * the sign-in form; signed-in staff (the hint cookie) get the island at load. Prerendered signed
 * in too: the server sends that one, the upload card showing, to a request with a live session.
 */
export default function Upload() {
  const props = useStaffIslandProps();
  return (
    <>
      <PageHeader title={uploadText.pageTitle} subtitle={uploadText.subtitle} />
      <Section>
        <Container>
          <Island
            name="UploadTool"
            component={UploadTool}
            props={props}
            hydrate="interaction"
            hydrateWithCookie={SIGNED_IN_HINT}
          />
        </Container>
      </Section>
    </>
  );
}
