import type { ContactFieldTable } from '@pod/contracts/contactFields';
import type { ContactInput } from '@pod/contracts/contactSchema';
import { type AliasedRawBuilder, sql } from 'kysely';

// The contacts table has a column per field of the field table; the queries name them from the
// table they are given, so a field added to it is stored, read and searched with no query
// edited. Those columns are named at run time, so they are raw references: the Database type
// checks the record's own columns.

/** A field column's value as stored: text, or null where an optional field was left empty. */
export type FieldColumnValue = string | null;

/** Each field's column of `table` (a table's name or alias), selected under the column's name. */
export function selectFieldColumns(
  fields: ContactFieldTable,
  table: string,
): AliasedRawBuilder<FieldColumnValue, string>[] {
  return fields.map((field) =>
    sql<FieldColumnValue>`${sql.ref(`${table}.${field.column}`)}`.as(field.column),
  );
}

/** What a contact stores in each field's column (null for a field its form does not have). */
export function fieldColumnValues(
  fields: ContactFieldTable,
  contact: ContactInput,
): Record<string, FieldColumnValue> {
  return Object.fromEntries(fields.map((field) => [field.column, contact[field.name] ?? null]));
}
