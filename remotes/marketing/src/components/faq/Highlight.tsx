import type { TextSegment } from '@pod/faq-search/highlight';
import styled from 'styled-components';

// Tinted with the theme's accent at low strength: readable text colour in both themes.
const Mark = styled.mark`
  background: color-mix(in srgb, var(--color-accent) 22%, transparent);
  color: inherit;
  border-radius: 3px;
  padding: 0 0.1em;
`;

interface Props {
  text: string;
  highlight: ((text: string) => TextSegment[]) | undefined;
}

/** The text, with the words that matched the search wrapped in <mark>. */
export function Highlight({ text, highlight }: Props) {
  if (!highlight) return <>{text}</>;
  const segments = highlight(text);
  let offset = 0;
  return (
    <>
      {segments.map((segment) => {
        // Offsets are stable keys: the same text always splits the same way.
        const key = offset;
        offset += segment.text.length;
        return segment.marked ? <Mark key={key}>{segment.text}</Mark> : <span key={key}>{segment.text}</span>;
      })}
    </>
  );
}
