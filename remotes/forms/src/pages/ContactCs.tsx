import { FormPageLayout } from '../components/FormPageLayout.tsx';
import { CustomerServiceHours, HelpTopics } from '../components/InfoCards.tsx';
import { customerService } from '../content/formsContent.ts';

/** /contact-cs: the customer-service form. */
export default function ContactCs() {
  return (
    <FormPageLayout
      content={customerService}
      aside={
        <>
          <CustomerServiceHours />
          <HelpTopics />
        </>
      }
    />
  );
}
