import { Button, ButtonAnchor, TextField } from '@pod/shared-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { leadsText } from './leadsText.ts';
import { filterParams, type LeadFilter, leadSources, leadStatuses } from './leadTypes.ts';

const text = leadsText.filters;

const Form = styled.form`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  align-items: end;
  fieldset { display: contents; }
  legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
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
  useEffect(() => setQ(filter.q), [filter.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q });
  };
  const exportHref = `/api/contacts/export.csv?${filterParams(filter)}`;
  return (
    <Form role="search" onSubmit={submit} aria-label={text.legend}>
      <fieldset>
        <legend>{text.legend}</legend>
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
        <TextField
          label={text.search}
          name="q"
          type="search"
          maxLength={200}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </fieldset>
      <Actions>
        <Button type="submit">{text.submit}</Button>
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
    </Form>
  );
}
