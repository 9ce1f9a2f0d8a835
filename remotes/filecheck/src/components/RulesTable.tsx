import styled from 'styled-components';
import { filecheckPageText } from '../content/filecheckPageText.ts';
import { rulesTable } from '../content/rulesTable.ts';

// Wide screens: a table of four columns. Phones: each check a block, its thresholds one a line
// under their column's name, so nothing is cut or scrolls sideways (no scroller to reach).
const PHONE = '@media (max-width: 639px)';

const Rules = styled.div`
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; font-weight: 700; font-size: 1.25rem; margin-bottom: 0.5rem; }
  th, td { text-align: left; padding: 0.6rem 0.75rem; border-bottom: 1px solid var(--color-border); vertical-align: top; }
  thead th { background: var(--color-surface); }
  p { color: var(--color-muted); }
  ${PHONE} {
    table, tbody, tr, th, td { display: block; }
    caption { display: block; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    tr { padding: 0.5rem 0; border-bottom: 1px solid var(--color-border); }
    th, td { border: 0; padding: 0.2rem 0; }
    tbody th { font-weight: 700; }
    td::before { content: attr(data-label) ': '; font-weight: 600; }
  }
`;

/** The thresholds every check applies: server-rendered, readable without JavaScript. */
export function RulesTable() {
  return (
    <Rules>
      <table>
        <caption>{rulesTable.caption}</caption>
        <thead>
          <tr>
            {rulesTable.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rulesTable.rows.map((row) => (
            <tr key={row.check}>
              <th scope="row">{row.check}</th>
              <td data-label={rulesTable.columns[1]}>{row.good}</td>
              <td data-label={rulesTable.columns[2]}>{row.warning}</td>
              <td data-label={rulesTable.columns[3]}>{row.problem}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{filecheckPageText.rulesNote}</p>
    </Rules>
  );
}
