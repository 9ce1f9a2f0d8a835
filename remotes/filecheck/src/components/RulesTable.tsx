import styled from 'styled-components';
import { filecheckPageText } from '../content/filecheckPageText.ts';
import { rulesTable } from '../content/rulesTable.ts';

const Scroll = styled.div`
  overflow-x: auto;
  table { border-collapse: collapse; width: 100%; min-width: 36rem; }
  caption { text-align: left; font-weight: 700; font-size: 1.25rem; margin-bottom: 0.5rem; }
  th, td { text-align: left; padding: 0.6rem 0.75rem; border-bottom: 1px solid var(--color-border); vertical-align: top; }
  thead th { background: var(--color-surface); }
  p { color: var(--color-muted); }
`;

/** The thresholds every check applies: server-rendered, readable without JavaScript. */
export function RulesTable() {
  return (
    <Scroll>
      {/* Scrollable on phones, so it must be reachable by keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus for keyboard users */}
      <section tabIndex={0} aria-label={rulesTable.caption}>
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
                <td>{row.good}</td>
                <td>{row.warning}</td>
                <td>{row.problem}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p>{filecheckPageText.rulesNote}</p>
    </Scroll>
  );
}
