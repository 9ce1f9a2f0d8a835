import { FormPageLayout } from '../components/FormPageLayout.tsx';
import { BusinessInformation } from '../components/InfoCards.tsx';
import { salesContact } from '../content/formsContent.ts';

/** /contact: the sales contact form. */
export default function Contact() {
  return <FormPageLayout content={salesContact} aside={<BusinessInformation />} />;
}
