import { SentPage } from '../components/SentPage.tsx';

/** /contact-cs/sent: a customer-service request sent without JavaScript (or before the form was hydrated). */
export default function ContactCsSent() {
  return <SentPage form="customer-service" />;
}
