/**
 * The sales form with its message box pre-filled (the forms remote's public `?message=`
 * contract, see remotes/forms/src/components/prefilledMessage.ts): the visitor arrives with
 * what they chose already written, and can edit or add to it before sending.
 */
export function contactWithMessage(message: string): string {
  return `/contact?${new URLSearchParams({ message })}`;
}
