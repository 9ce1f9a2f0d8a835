import { Container, Island, PageHeader, Section, usePageMeta } from '@pod/shared-ui';
import { uploadText } from '../content/uploadText.ts';
import UploadTool from '../islands/UploadTool.tsx';

/** /upload: staff sign in and upload production images; everyone sees the gallery. */
export default function Upload() {
  usePageMeta({ title: uploadText.documentTitle, description: uploadText.metaDescription });
  return (
    <>
      <PageHeader title={uploadText.pageTitle} subtitle={uploadText.subtitle} />
      <Section>
        <Container>
          <Island name="UploadTool" component={UploadTool} />
        </Container>
      </Section>
    </>
  );
}
