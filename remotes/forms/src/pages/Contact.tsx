import { FormPageLayout } from '../components/FormPageLayout.tsx';
import { BusinessInformation } from '../components/InfoCards.tsx';

/** /contact: the sales contact form. */
export default function Contact() {
  return <FormPageLayout form="sales" aside={<BusinessInformation />} />;
}
