import { type ContactFieldTable, fieldValue, staffLabelOf } from '@pod/contracts/contactFields';
import { csvRecord } from './csvCell.ts';
import type { LeadFilter } from './leadQuery.ts';
import { leadFromRow } from './leadRecord.ts';
import type { LeadQueries } from './listLeads.ts';

const CHUNK_ROWS = 500;
const BOM = '\uFEFF';
const formNames = { sales: 'Sales', customer_service: 'Customer Service' } as const;

/** The export's columns: the lead's record around a column per field, in the field table's order. */
export function csvHeader(fields: ContactFieldTable): string[] {
  return ['Received (UTC)', 'Form', 'Status', ...fields.map(staffLabelOf), 'Notification', 'Lead ID'];
}

/**
 * The export as a byte stream: a UTF-8 BOM (so spreadsheet apps read UTF-8), the header,
 * then the filtered leads newest first. Each pull reads one keyset page, so memory stays
 * flat however many rows there are, and no connection or transaction is held between
 * pulls. The first page is read before the stream exists, so a database that is down
 * answers with the API's 503 JSON error instead of a 200 and an empty file; a failure later
 * on errors the stream (the download ends incomplete). Its fields are the ones the queries read.
 */
export async function leadsCsvStream(
  queries: LeadQueries,
  filter: LeadFilter,
): Promise<ReadableStream<Uint8Array>> {
  const { fields } = queries;
  const encoder = new TextEncoder();
  const page = (before: number | undefined) =>
    queries.rows({ ...filter, ...(before !== undefined ? { before } : {}), limit: CHUNK_ROWS });
  let before: number | undefined;
  let first: Awaited<ReturnType<typeof page>> | null = await page(undefined);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let text = '';
        let rows: Awaited<ReturnType<typeof page>>;
        if (first) {
          rows = first;
          first = null;
          text = BOM + csvRecord(csvHeader(fields));
        } else rows = await page(before);
        for (const row of rows) {
          const lead = leadFromRow(row, fields);
          text += csvRecord([
            lead.createdAt,
            formNames[lead.source],
            lead.status,
            ...fields.map((field) => fieldValue(lead, field)),
            lead.notification.state,
            lead.id,
          ]);
        }
        if (text) controller.enqueue(encoder.encode(text));
        const last = rows[rows.length - 1];
        if (rows.length < CHUNK_ROWS || !last) controller.close();
        else before = last.seq;
      },
    },
    { highWaterMark: 1 },
  );
}
