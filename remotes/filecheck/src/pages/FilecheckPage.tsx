import { PageHeader, usePageMeta } from '@pod/shared-ui';
import { filecheckPageText } from '../content/filecheckPageText.ts';

/** /file-check */
export default function FilecheckPage() {
  usePageMeta({ title: filecheckPageText.title, description: filecheckPageText.description });
  return <PageHeader title={filecheckPageText.heading} subtitle={filecheckPageText.intro} />;
}
