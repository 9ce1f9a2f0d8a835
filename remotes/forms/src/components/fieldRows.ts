import type { ContactFieldSpec, ContactFieldTable } from '@pod/contracts/contactFields';

/** One row of a form: the fields of one group side by side, or one field on its own. */
export interface FieldRow {
  key: string;
  grouped: boolean;
  fields: ContactFieldSpec[];
}

/** A form's fields in rows, in their order: neighbours of one group share a row. */
export function fieldRows(fields: ContactFieldTable): FieldRow[] {
  const rows: FieldRow[] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (field.group !== undefined && last?.grouped && last.key === `group-${field.group}`)
      last.fields.push(field);
    else if (field.group !== undefined)
      rows.push({ key: `group-${field.group}`, grouped: true, fields: [field] });
    else rows.push({ key: field.name, grouped: false, fields: [field] });
  }
  return rows;
}
