import { NEXT_PAGE_FIELD, STAFF_SIGN_OUT_ACTION } from '@pod/contracts/staffSignIn';
import { Button } from '@pod/shared-ui';
import styled from 'styled-components';
import { staffText } from './staffText.ts';
import { useSignOut } from './useStaff.ts';

const Form = styled.form`
  display: inline;
`;

/**
 * Sign out as a plain HTML form: in the server's signed-in page, before (or without) the island,
 * a press posts to the server's sign-out, which ends the session and returns to `page` signed
 * out. Once hydrated, the island signs out in place with JSON.
 */
export function SignOutForm({ page }: { page: string }) {
  const signOut = useSignOut();
  return (
    <Form
      method="post"
      action={STAFF_SIGN_OUT_ACTION}
      onSubmit={(event) => {
        event.preventDefault();
        signOut.mutate();
      }}
    >
      <input type="hidden" name={NEXT_PAGE_FIELD} value={page} />
      <Button type="submit" $variant="secondary" disabled={signOut.isPending}>
        {staffText.signOut}
      </Button>
    </Form>
  );
}
