import type { ReactNode } from 'react';
import styled from 'styled-components';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  legend { font-weight: 600; margin-bottom: 0.5rem; padding: 0; }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0.25rem 0.85rem;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    cursor: pointer;
  }
  label:has(input:checked) { border: 2px solid var(--color-primary); font-weight: 600; }
  label:has(input:focus-visible) { outline: 3px solid var(--color-focus); outline-offset: 2px; }
  input { accent-color: var(--color-primary); }
`;

/** One of the preview's radio groups (garment, colour): a pill for each option, `mark` before its name. */
export function PreviewChoices<Option extends { id: string; name: string }>({
  legend,
  name,
  options,
  chosen,
  choose,
  mark,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  chosen: string;
  choose: (option: Option) => void;
  mark?: (option: Option) => ReactNode;
}) {
  return (
    <Choices>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.id}>
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={option.id === chosen}
            onChange={() => choose(option)}
          />
          {mark?.(option)}
          {option.name}
        </label>
      ))}
    </Choices>
  );
}
