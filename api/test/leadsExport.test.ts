// GET /api/contacts/export.csv: RFC 4180, UTF-8 with BOM, formula injection neutralised,
// the inbox filters, and a 100,000-row export streamed in flat memory.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { csvCell } from '../src/leads/csvCell.ts';
import { type LeadsHarness, seedLeads, startLeadsHarness } from './support/leadsHarness.ts';

let h: LeadsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A small RFC 4180 reader, to check the export parses back to what was stored. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  return records;
}

describe('csvCell', () => {
  it('neutralises formula starts and quotes every cell per RFC 4180', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1+2')).toBe(`"'+1+2"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('')).toBe('""');
  });

  it('quotes a cell a spreadsheet splitting on ";" would otherwise run as a formula', () => {
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;=cmd|' /C calc'!A0"`);
    expect(csvCell('a;+1')).toBe('"a;+1"');
  });
});

describe('GET /api/contacts/export.csv', () => {
  it('exports the filtered leads as UTF-8 CSV with BOM, escaped, as an attachment', async () => {
    h = await startLeadsHarness();
    await h.postLead({
      firstName: '=cmd|/C calc',
      lastName: '+SUM(1)',
      company: '@evil',
      message: '-1, "quoted"\nsecond line',
    });
    await h.postLead({ firstName: 'Zoë', message: 'Ünïcödé and emoji 👕' }, 'cs');
    const res = await h.get('/api/contacts/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, cs, sales, ...rest] = parseCsv(text);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'Received (UTC)',
      'Form',
      'Status',
      'First name',
      'Last name',
      'E-mail',
      'Company',
      'Message',
      'Notification',
      'Lead ID',
    ]);
    expect(cs?.slice(1, 4)).toEqual(['Customer Service', 'new', 'Zoë']);
    expect(cs?.[7]).toBe('Ünïcödé and emoji 👕');
    expect(sales?.slice(3, 8)).toEqual([
      "'=cmd|/C calc",
      "'+SUM(1)",
      'ada@example.com',
      "'@evil",
      '\'-1, "quoted"\nsecond line',
    ]);
    expect(sales?.[8]).toBe('off');

    const filtered = parseCsv(
      (await (await h.get('/api/contacts/export.csv?source=customer_service')).text()).replace(/^\uFEFF/, ''),
    );
    expect(filtered.map((row) => row[3])).toEqual(['First name', 'Zoë']);
    expect((await h.get('/api/contacts/export.csv?status=bogus')).status).toBe(400);
  });

  it('streams 100,000 leads with flat memory', async () => {
    h = await startLeadsHarness();
    const filler = 'Please quote 250 heavyweight hoodies, two-colour screen print front and back. '.repeat(4);
    await seedLeads(h.sql, 100_000, (n) => ({ message: `${filler}#${n}` }));
    const res = await h.get('/api/contacts/export.csv');
    expect(res.status).toBe(200);
    // A full GC before each sample, so the figure is what the export keeps alive.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    let bytes = 0;
    let newlines = 0;
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) newlines++;
      if (chunks % 20 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
      }
    }
    expect(newlines).toBe(100_001); // header + one line per lead (messages here are one line)
    expect(chunks).toBeGreaterThan(100); // really streamed, not one buffered body
    expect(bytes).toBeGreaterThan(30_000_000);
    // Buffering the export would keep its 30+ MB alive; streamed, a few chunks at most.
    expect(peak).toBeLessThan(8_000_000);
  }, 120_000);
});
