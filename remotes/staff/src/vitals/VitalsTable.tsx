import styled from 'styled-components';
import { vitalsText } from './vitalsText.ts';
import { METRIC_ORDER, type VitalsRow } from './vitalsTypes.ts';

const text = vitalsText.table;

// On a phone each line is a card of label/value rows instead of five columns: nothing
// scrolls sideways at 375 px (the same pattern as the leads table).
const PHONE = '@media (max-width: 719px)';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption { text-align: left; padding: 0 0 0.75rem; color: var(--color-muted); }
  th, td { padding: 0.6rem 0.75rem; text-align: left; vertical-align: top; border-top: 1px solid var(--color-border); }
  thead th { font-weight: 700; background: var(--color-surface); }
  td.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  abbr { text-decoration: none; }
  ${PHONE} {
    display: block;
    /* Heard, not seen: each cell shows its own label instead. */
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    thead, tbody, tr, th, td { display: block; }
    tr { border: 1px solid var(--color-border); border-radius: 12px; padding: 0.5rem 0.75rem; margin-bottom: 0.75rem; }
    th, td { border-top: 0; padding: 0.2rem 0; display: grid; grid-template-columns: 7rem minmax(0, 1fr); gap: 0.5rem; overflow-wrap: anywhere; }
    th::before, td::before { content: attr(data-label); font-weight: 600; color: var(--color-muted); }
    td.number { text-align: left; }
  }
`;

const routeLabel = (route: string) => (route === '(other)' ? vitalsText.otherRoute : route);

function formatValue(unit: VitalsRow['unit'], value: number): string {
  return unit === 'score' ? value.toFixed(3) : `${value.toLocaleString('en-US')} ms`;
}

/** Routes in path order, each route's metrics in METRIC_ORDER. */
function sorted(rows: readonly VitalsRow[]): VitalsRow[] {
  return [...rows].sort(
    (a, b) =>
      a.route.localeCompare(b.route) || METRIC_ORDER.indexOf(a.metric) - METRIC_ORDER.indexOf(b.metric),
  );
}

/** Field p75 and samples per route and metric, with the lab's figure beside each. */
export function VitalsTable({ rows, caption }: { rows: readonly VitalsRow[]; caption: string }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{text.route}</th>
          <th scope="col">{text.metric}</th>
          <th scope="col">{text.p75}</th>
          <th scope="col">{text.samples}</th>
          <th scope="col">{text.lab}</th>
        </tr>
      </thead>
      <tbody>
        {sorted(rows).map((row) => (
          <tr key={`${row.route} ${row.metric}`}>
            <th scope="row" data-label={text.route}>
              {routeLabel(row.route)}
            </th>
            <td data-label={text.metric}>
              <abbr title={vitalsText.metricNames[row.metric]}>{row.metric}</abbr>
            </td>
            <td className="number" data-label={text.p75}>
              {formatValue(row.unit, row.p75)}
            </td>
            <td className="number" data-label={text.samples}>
              {row.samples.toLocaleString('en-US')}
            </td>
            <td className="number" data-label={text.lab}>
              {row.lab === null ? (
                <span>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">{text.notMeasured}</span>
                </span>
              ) : (
                formatValue(row.unit, row.lab)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
