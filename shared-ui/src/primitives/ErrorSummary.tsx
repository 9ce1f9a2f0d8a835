import { ERROR_SUMMARY_MARK, ERROR_SUMMARY_TITLE, type SummaryItem } from '@pod/contracts/formAnswer';
import { useId } from 'react';
import styled from 'styled-components';
import { color, radius, space } from '../theme/tokens.ts';

const Box = styled.div`
  margin: 0 0 ${space.md};
  padding: ${space.sm} ${space.md};
  border: 3px solid ${color('danger')};
  border-radius: ${radius.md};
  &[hidden] { display: none; }
  /* Focused as the page loads: shown, though the site hides focus on tabindex=-1 boxes. */
  &&:focus { outline: 3px solid var(--color-focus); outline-offset: 2px; }
  h2 { font-size: 1.15rem; margin: 0 0 ${space.xs}; }
  ul { margin: 0; padding-left: 1.25rem; }
  a { color: ${color('danger')}; font-weight: 600; }
`;

/**
 * The problems of a form the server sent back, at its top, each linked to its field (the GOV.UK
 * pattern). Rendered hidden and empty when there is none, so the page's HTML always holds its
 * box and styles: the server fills it for a plain-HTML post and focuses it (autofocus), and an
 * island rendering the same answer renders the same HTML.
 */
export function ErrorSummary({
  items,
  idOfField,
}: {
  items: readonly SummaryItem[];
  /** The id of a field's control, for the line's link. */
  idOfField: (field: string) => string;
}) {
  const titleId = useId();
  return (
    <Box
      {...{ [ERROR_SUMMARY_MARK]: '' }}
      tabIndex={-1}
      // A group, so its heading names it (a plain div takes no name); not a live region: focus
      // is moved to it, which reads it, and an alert would read it twice.
      role="group"
      aria-labelledby={titleId}
      hidden={items.length === 0}
    >
      <h2 id={titleId}>{ERROR_SUMMARY_TITLE}</h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.field ?? ''}:${item.text}`}>
            {item.field ? <a href={`#${idOfField(item.field)}`}>{item.text}</a> : item.text}
          </li>
        ))}
      </ul>
    </Box>
  );
}
