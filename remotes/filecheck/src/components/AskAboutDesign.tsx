import { ButtonLink } from '@pod/shared-ui';
import { resultTexts } from '../content/resultTexts.ts';

const text = resultTexts.ask;

/** Opens /contact with the check summary pre-filled (?message=); the file is never attached. */
export function AskAboutDesign({ href }: { href: string }) {
  return (
    <div>
      <h3>{text.heading}</h3>
      <p>{text.text}</p>
      <ButtonLink to={href} data-testid="ask-about-design">
        {text.button}
      </ButtonLink>
    </div>
  );
}
