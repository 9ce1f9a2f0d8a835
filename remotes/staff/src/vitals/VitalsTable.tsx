import { useId } from 'react';
import styled from 'styled-components';
import { RatingMark } from './RatingMark.tsx';
import { vitalsText } from './vitalsText.ts';
import { METRIC_ORDER, type VitalsRow } from './vitalsTypes.ts';
import { rateVital } from './vitalThresholds.ts';

const text = vitalsText.table;
const OTHER_ROUTE = '(other)';

// One group of rows per page, headed by the page. Wide screens: five columns, numbers and
// their headers right-aligned in tabular figures. Phones: the same table, each metric on two
// short lines (metric, figure and rating; then samples and lab) under its page, so a week of
// ten pages stays a few screens long and nothing scrolls sideways.
const PHONE = '@media (max-width: 719px)';

// At most 48rem wide: on a wide screen the rating and figures stay near their metric.
const Table = styled.table`
  width: 100%;
  max-width: 48rem;
  border-collapse: collapse;
  font-size: 0.95rem;
  font-variant-numeric: tabular-nums;
  caption { text-align: left; padding: 0 0 0.75rem; color: var(--color-muted); }
  th, td { padding: 0.5rem 0.75rem; text-align: left; vertical-align: baseline; }
  thead th { font-weight: 700; background: var(--color-surface); }
  tbody th[scope='rowgroup'] { padding-top: 1rem; font-size: 1rem; border-bottom: 1px solid var(--color-border); }
  tbody th[scope='row'] { font-weight: 600; }
  tbody tr + tr > * { border-top: 1px solid var(--color-border); }
  .number { text-align: right; white-space: nowrap; }
  abbr { text-decoration: none; }
  ${PHONE} {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    tbody, tr { display: block; }
    tbody { border: 1px solid var(--color-border); border-radius: 12px; padding: 0 0.75rem 0.25rem; margin-bottom: 0.75rem; }
    tbody th[scope='rowgroup'] { display: block; padding: 0.6rem 0 0.4rem; }
    tr.metric {
      display: grid;
      grid-template-columns: 3rem 6rem minmax(0, 1fr);
      grid-template-areas: 'metric value rating' 'metric samples lab';
      gap: 0 0.5rem;
      padding: 0.4rem 0;
    }
    tr.metric > * { padding: 0; border: 0; }
    tr.metric > th { grid-area: metric; }
    tr.metric > .value { grid-area: value; text-align: left; }
    tr.metric > .rating { grid-area: rating; text-align: right; }
    tr.metric > .samples { grid-area: samples; text-align: left; color: var(--color-muted); font-size: 0.85rem; white-space: normal; }
    tr.metric > .lab { grid-area: lab; text-align: right; color: var(--color-muted); font-size: 0.85rem; }
    tr.metric > .samples::before, tr.metric > .lab::before { content: attr(data-label) ' '; }
  }
`;

const routeLabel = (route: string) => (route === OTHER_ROUTE ? vitalsText.otherRoute : route);

function formatValue(unit: VitalsRow['unit'], value: number): string {
  return unit === 'score' ? value.toFixed(3) : `${value.toLocaleString('en-US')} ms`;
}

/** Pages in path order with "(other)" last, each page's metrics in METRIC_ORDER. */
export function groupByPage(rows: readonly VitalsRow[]): { route: string; rows: VitalsRow[] }[] {
  const pages = new Map<string, VitalsRow[]>();
  for (const row of rows) pages.set(row.route, [...(pages.get(row.route) ?? []), row]);
  return [...pages.entries()]
    .sort(([a], [b]) => Number(a === OTHER_ROUTE) - Number(b === OTHER_ROUTE) || a.localeCompare(b))
    .map(([route, pageRows]) => ({
      route,
      rows: pageRows.sort((a, b) => METRIC_ORDER.indexOf(a.metric) - METRIC_ORDER.indexOf(b.metric)),
    }));
}

/** Field p75 with its rating, samples, and the lab's figure, per page and metric. */
export function VitalsTable({ rows, caption }: { rows: readonly VitalsRow[]; caption: string }) {
  // Headers on two levels (the page over its metrics): each cell names its column, page and
  // metric headers by id, which every screen reader follows (scope="rowgroup" alone is not).
  const base = useId();
  const column = (name: string) => `${base}-${name}`;
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" id={column('metric')}>
            {text.metric}
          </th>
          <th scope="col" id={column('p75')} className="number">
            {text.p75}
          </th>
          <th scope="col" id={column('rating')}>
            {text.rating}
          </th>
          <th scope="col" id={column('samples')} className="number">
            {text.samples}
          </th>
          <th scope="col" id={column('lab')} className="number">
            {text.lab}
          </th>
        </tr>
      </thead>
      {groupByPage(rows).map((page, pageIndex) => (
        <tbody key={page.route}>
          <tr>
            <th scope="rowgroup" colSpan={5} id={column(`page${pageIndex}`)}>
              {routeLabel(page.route)}
            </th>
          </tr>
          {page.rows.map((row) => (
            <tr key={row.metric} className="metric">
              <th
                scope="row"
                id={column(`page${pageIndex}-${row.metric}`)}
                headers={column(`page${pageIndex}`)}
              >
                <abbr title={vitalsText.metricNames[row.metric]}>{row.metric}</abbr>
              </th>
              <td
                className="number value"
                headers={`${column('p75')} ${column(`page${pageIndex}`)} ${column(`page${pageIndex}-${row.metric}`)}`}
              >
                {formatValue(row.unit, row.p75)}
              </td>
              <td
                className="rating"
                headers={`${column('rating')} ${column(`page${pageIndex}`)} ${column(`page${pageIndex}-${row.metric}`)}`}
              >
                <RatingMark rating={rateVital(row.metric, row.p75)} />
              </td>
              <td
                className="number samples"
                data-label={text.samples}
                headers={`${column('samples')} ${column(`page${pageIndex}`)} ${column(`page${pageIndex}-${row.metric}`)}`}
              >
                {row.samples.toLocaleString('en-US')}
              </td>
              <td
                className="number lab"
                data-label={text.lab}
                headers={`${column('lab')} ${column(`page${pageIndex}`)} ${column(`page${pageIndex}-${row.metric}`)}`}
              >
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
      ))}
    </Table>
  );
}
