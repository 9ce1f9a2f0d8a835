import { SentPage } from '../components/SentPage.tsx';

/** /contact/sent: a sales message sent without JavaScript (or before the form was hydrated). */
export default function ContactSent() {
  return <SentPage form="sales" />;
}
