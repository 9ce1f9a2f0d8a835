import {
  Button,
  Card,
  CardTitle,
  IslandFailure,
  TextField,
  UnlessPressedEarly,
  useHydrated,
  useTypedBeforeHydration,
  WhilePressedEarly,
  WithoutScript,
  WithScript,
} from '@pod/shared-ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
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
  /**
   * True when the card replaces the signed-in view (Sign out was pressed): the button that had
   * focus is gone, so focus goes to this card's heading instead of dropping to <body>.
   */
  focusOnMount?: boolean;
}

export function SignInCard({ intro = text.intro, focusOnMount = false }: Props) {
  const signIn = useSignIn();
  // Server HTML and the moment before hydration. The card waits for the visitor (its island
  // hydrates when they reach for it), so with scripts on it must look ready before it is: the
  // head's early-taps script enables Sign in (data-enable-with-script) and holds a press on it
  // until the card is live. With scripts off it stays disabled and says why.
  const ready = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    if (typed.username) setUsername(typed.username);
    if (typed.password) setPassword(typed.password);
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ username, password }, { onSuccess: () => setPassword('') });
  };

  return (
    <Card as="section" aria-labelledby="staff-sign-in-title">
      <CardTitle id="staff-sign-in-title" ref={headingRef} tabIndex={-1}>
        {text.title}
      </CardTitle>
      <p>{intro}</p>
      {/* POST, so that without JavaScript nothing typed can end up in a URL. */}
      <Form ref={form} method="post" onSubmit={submit} noValidate>
        <TextField
          label={text.username}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label={text.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div role="alert">
          {signIn.isError ? (
            <ErrorMessage>{apiErrorMessage(signIn.error) ?? text.fallbackError}</ErrorMessage>
          ) : null}
        </div>
        <Button
          type="submit"
          disabled={signIn.isPending || !ready}
          data-enable-with-script={ready ? undefined : ''}
        >
          {/* Both, always: the page's script mark shows the true one from the first paint, and
              the server's nodes stay when the card comes alive. Same line, other words: no
              layout shift. */}
          <WithoutScript>{text.needsScript}</WithoutScript>
          <WithScript>
            {signIn.isPending ? (
              text.pending
            ) : (
              <>
                {/* Pressed before the card is live: the press is held (earlyTaps.ts), and says so. */}
                <UnlessPressedEarly>{text.submit}</UnlessPressedEarly>
                <WhilePressedEarly>{text.pending}</WhilePressedEarly>
              </>
            )}
          </WithScript>
        </Button>
        <IslandFailure>{text.couldNotLoad}</IslandFailure>
      </Form>
    </Card>
  );
}
