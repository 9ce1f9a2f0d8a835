import styled from 'styled-components';

const Line = styled.p<{ $ok: boolean }>`
  margin: 1rem 0 0;
  font-weight: 600;
  color: ${({ $ok }) => ($ok ? 'var(--color-success)' : 'var(--color-danger)')};
`;

/** Spec §2: green when the message contains "Successfully", red otherwise. Always in the DOM so it is announced. */
export function StatusLine({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <Line $ok={message.includes('Successfully')} data-testid="upload-status">
          {message}
        </Line>
      ) : null}
    </div>
  );
}
