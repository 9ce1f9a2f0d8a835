import { Button, ButtonAnchor, TextField } from '@pod/shared-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { leadsText } from './leadsText.ts';
import { filterParams, type LeadFilter, leadSources, leadStatuses } from './leadTypes.ts';

const text = leadsText.filters;

// Phones: the search and a "Filters" button; the form and status choices and the other
// actions open under it, so the first screen shows leads, not a column of controls.
// Wider screens: everything in view, the button hidden.
const PHONE = '@media (max-width: 719px)';
const WIDE = '@media (min-width: 720px)';

const Form = styled.form`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  align-items: end;
  margin-bottom: 0.5rem;
  ${PHONE} { grid-template-columns: minmax(0, 1fr); }
`;

const SearchRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0 0.5rem;
  align-items: end;
  > button { margin-bottom: 1rem; }
`;

const Toggle = styled(Button)`
  justify-self: start;
  margin-bottom: 1rem;
  ${WIDE} { display: none; }
`;

// display: contents on wide screens: its fields and buttons take their places in the form's grid.
const More = styled.div`
  display: contents;
  ${PHONE} {
    display: block;
    &[data-open='false'] { display: none; }
  }
`;

const SelectField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 1rem;
  label { font-weight: 600; }
  select {
    font: inherit;
    color: var(--color-text);
    background: var(--color-bg);
    border: 1px solid var(--color-muted);
    border-radius: 6px;
    padding: 0.6rem 0.75rem;
    min-height: 44px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1rem;
  grid-column: 1 / -1;
`;

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <SelectField>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </SelectField>
  );
}

/** Form and status apply at once; the search applies on Enter or "Search". */
export function LeadFilters({
  filter,
  onChange,
  onRefresh,
}: {
  filter: LeadFilter;
  onChange: (filter: LeadFilter) => void;
  onRefresh: () => void;
}) {
  const [q, setQ] = useState(filter.q);
  const [open, setOpen] = useState(false);
  const moreId = useId();
  useEffect(() => setQ(filter.q), [filter.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q });
  };
  const exportHref = `/api/contacts/export.csv?${filterParams(filter)}`;
  const active = (filter.source ? 1 : 0) + (filter.status ? 1 : 0);
  return (
    <Form role="search" onSubmit={submit} aria-label={text.legend}>
      <SearchRow>
        <TextField
          label={text.search}
          name="q"
          type="search"
          maxLength={200}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <Button type="submit">{text.submit}</Button>
      </SearchRow>
      <Toggle
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={moreId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{open ? '▴ ' : '▾ '}</span>
        {text.toggle(active)}
      </Toggle>
      <More id={moreId} data-open={open}>
        <Select
          label={text.source}
          value={filter.source}
          onChange={(source) => onChange({ ...filter, source: source as LeadFilter['source'] })}
          options={[
            { value: '', label: text.anySource },
            ...leadSources.map((value) => ({ value, label: leadsText.sources[value] })),
          ]}
        />
        <Select
          label={text.status}
          value={filter.status}
          onChange={(status) => onChange({ ...filter, status: status as LeadFilter['status'] })}
          options={[
            { value: '', label: text.anyStatus },
            ...leadStatuses.map((value) => ({ value, label: leadsText.statuses[value] })),
          ]}
        />
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => onChange({ source: '', status: '', q: '' })}
          >
            {text.clear}
          </Button>
          <Button type="button" $variant="secondary" onClick={onRefresh}>
            {text.refresh}
          </Button>
          <ButtonAnchor $variant="secondary" href={exportHref} download>
            {text.exportCsv}
          </ButtonAnchor>
        </Actions>
      </More>
    </Form>
  );
}
