/**
 * An e-mail address that breaks between its parts on a narrow screen (after the @ and before
 * each dot), never in the middle of a word.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  const local = at >= 0 ? address.slice(0, at + 1) : address;
  const domain = at >= 0 ? address.slice(at + 1).split('.') : [];
  return (
    <>
      {local}
      {domain.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never reorder
        <span key={index}>
          <wbr />
          {index > 0 ? '.' : ''}
          {part}
        </span>
      ))}
    </>
  );
}
