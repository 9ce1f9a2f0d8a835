import { ANSWER_PROP, FORM_KEY_SLOT, formKeyOf, readFormAnswer } from '@pod/contracts/formAnswer';
import { QueryFrame } from '@pod/shared-ui/query';
import { ContactFormCard } from '../components/ContactFormCard.tsx';
import { type FormName, pageContentOf } from '../content/formsContent.ts';

// A type, not an interface: island props must fit IslandProps (plain JSON data). The server
// writes the page's key over its slot, and its answer to a plain-HTML post as `answer`.
type Props = { form: FormName; formKey?: string; [ANSWER_PROP]?: string };

/** One of the two contact forms, with its own query client: the island of /contact and /contact-cs. */
export default function ContactFormIsland({ form, formKey, answer }: Props) {
  return (
    <QueryFrame>
      <ContactFormCard
        content={pageContentOf[form].form}
        // A page rendered in the browser has no server key: the field keeps the slot, never sent.
        formKey={formKeyOf(formKey) ?? FORM_KEY_SLOT}
        answer={readFormAnswer(answer)}
      />
    </QueryFrame>
  );
}
