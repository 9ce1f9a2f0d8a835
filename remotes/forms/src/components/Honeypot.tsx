import { honeypotField } from '@pod/contracts/contactSchema';
import type { ChangeEventHandler } from 'react';
import styled from 'styled-components';

// Off-screen rather than display:none: many bots skip fields that are not rendered.
const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * A field only bots fill: hidden from sight and from screen readers (aria-hidden),
 * out of the tab order and never autofilled. The API answers a filled one like
 * success and stores nothing.
 */
export function Honeypot({
  value,
  onChange,
}: {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <OffScreen aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name={honeypotField}
          value={value}
          onChange={onChange}
          tabIndex={-1}
          autoComplete="off"
        />
      </label>
    </OffScreen>
  );
}
