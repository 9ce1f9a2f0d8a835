import { FormPageLayout } from '../components/FormPageLayout.tsx';
import { CustomerServiceHours, HelpTopics } from '../components/InfoCards.tsx';

/** /contact-cs: the customer-service form. */
export default function ContactCs() {
  return (
    <FormPageLayout
      form="customer-service"
      aside={
        <>
          <CustomerServiceHours />
          <HelpTopics />
        </>
      }
    />
  );
}
