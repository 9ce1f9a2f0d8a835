import { QueryFrame } from '@pod/shared-ui/query';
import { ContactFormCard } from '../components/ContactFormCard.tsx';
import { type FormName, pageContentOf } from '../content/formsContent.ts';

// A type, not an interface: island props must fit IslandProps (plain JSON data).
type Props = { form: FormName };

/** One of the two contact forms, with its own query client: the island of /contact and /contact-cs. */
export default function ContactFormIsland({ form }: Props) {
  return (
    <QueryFrame>
      <ContactFormCard content={pageContentOf[form].form} />
    </QueryFrame>
  );
}
