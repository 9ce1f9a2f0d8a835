import { FORM_MARK, type FormAnswer, type SummaryItem } from '@pod/contracts/formAnswer';
import { NEXT_PAGE_FIELD, STAFF_SIGN_IN_ACTION, STAFF_SIGN_IN_TITLE_ID } from '@pod/contracts/staffSignIn';
import { Button, Card, CardTitle, ErrorSummary, TextField, useTypedBeforeHydration } from '@pod/shared-ui';
import { PENDING_LABEL } from '@pod/shared-ui/islandLife';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { uploadText } from '../content/uploadText.ts';
import { apiErrorMessage, useSignIn } from './useStaff.ts';

const text = uploadText.signIn;

const Form = styled.form`
  max-width: 420px;
`;

const ErrorMessage = styled.p`
  color: var(--color-danger);
  font-weight: 600;
`;

/** Shown to visitors who are not signed in: uploading (and the leads inbox) is for staff. */
interface Props {
  intro?: string;
  /** The staff page this card stands on: a plain-HTML sign-in returns there (303). */
  page: string;
  /** What the server said of a sign-in it sent back (a wrong password), if this page is that answer. */
  answer?: FormAnswer | undefined;
  /**
   * True when the card replaces the signed-in view (Sign out was pressed): the button that had
   * focus is gone, so focus goes to this card's heading instead of dropping to <body>.
   */
  focusOnMount?: boolean;
}

/**
 * Plain HTML first: the server's page is a form that posts to the server's sign-in, which signs
 * in and returns to this page (or sends the page back with its message and the username kept),
 * before or without this island. Once hydrated, the island signs in with JSON, in place.
 */
export function SignInCard({ intro = text.intro, page, answer, focusOnMount = false }: Props) {
  const signIn = useSignIn();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    if (typed.username) setUsername(typed.username);
    if (typed.password) setPassword(typed.password);
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const [username, setUsername] = useState(answer?.values.username ?? '');
  const [password, setPassword] = useState('');
  // The server's summary stays until the visitor signs in again; then the alert below speaks.
  const [summary, setSummary] = useState<readonly SummaryItem[]>(answer?.summary ?? []);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(answer?.errors ?? {});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSummary([]);
    setFieldErrors({});
    // What the fields hold, as a native post would send it: React's state may not have taken over
    // text typed in the moment before the card came alive.
    const fields = new FormData(event.currentTarget);
    const typed = (name: string) => {
      const value = fields.get(name);
      return typeof value === 'string' ? value : '';
    };
    setUsername(typed('username'));
    signIn.mutate(
      { username: typed('username'), password: typed('password') },
      { onSuccess: () => setPassword('') },
    );
  };

  return (
    <Card as="section" aria-labelledby={STAFF_SIGN_IN_TITLE_ID}>
      <CardTitle id={STAFF_SIGN_IN_TITLE_ID} ref={headingRef} tabIndex={-1}>
        {text.title}
      </CardTitle>
      <p>{intro}</p>
      {/* POST, so that nothing typed can end up in a URL. */}
      <Form
        ref={form}
        method="post"
        action={STAFF_SIGN_IN_ACTION}
        onSubmit={submit}
        noValidate
        {...{ [FORM_MARK]: '' }}
      >
        <ErrorSummary items={summary} idOfField={(field) => `${formId}-${field}`} />
        <input type="hidden" name={NEXT_PAGE_FIELD} value={page} />
        <TextField
          id={`${formId}-username`}
          label={text.username}
          name="username"
          autoComplete="username"
          required
          error={fieldErrors.username}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          id={`${formId}-password`}
          label={text.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div role="alert">
          {signIn.isError ? (
            <ErrorMessage>{apiErrorMessage(signIn.error) ?? text.fallbackError}</ErrorMessage>
          ) : null}
        </div>
        {/* Enabled in the server's HTML: before the island is hydrated, a press posts the form. */}
        <Button type="submit" disabled={signIn.isPending} {...{ [PENDING_LABEL]: text.pending }}>
          {signIn.isPending ? text.pending : text.submit}
        </Button>
      </Form>
    </Card>
  );
}
