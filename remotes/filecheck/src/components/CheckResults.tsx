import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CheckedFile } from '../analysis/checkInBrowser.ts';
import { checksFor, overallVerdict } from '../analysis/checks.ts';
import { largestPrint } from '../analysis/printSize.ts';
import { checkSummary, contactHref } from '../analysis/summary.ts';
import { pixels } from '../content/checkTexts.ts';
import { filecheckPageText } from '../content/filecheckPageText.ts';
import { AskAboutDesign } from './AskAboutDesign.tsx';
import { CheckList } from './CheckList.tsx';
import { GarmentPreview } from './GarmentPreview.tsx';
import { PrintSizeControl } from './PrintSizeControl.tsx';
import { VerdictBadge } from './VerdictBadge.tsx';

const text = filecheckPageText.results;
const kindNames = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', svg: 'SVG (vector)' } as const;

const Layout = styled.section`
  display: grid;
  gap: 1.5rem;
  margin-top: 2rem;
  h2 { margin: 0; overflow-wrap: anywhere; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 3px; }
  p { margin: 0; }
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  @media (min-width: 1024px) { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
`;

const Side = styled.div`
  display: grid;
  gap: 2rem;
`;

/** One checked file: the verdicts, the print size, the preview and the way to ask about it. */
export default function CheckResults({ checked }: { checked: CheckedFile }) {
  const id = useId();
  const { facts, previewUrl } = checked;
  const [widthIn, setWidthIn] = useState(() => largestPrint(facts.width, facts.height).widthIn);
  const checks = useMemo(() => checksFor(facts, widthIn), [facts, widthIn]);
  const overall = overallVerdict(checks);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new result takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const size = facts.vector ? text.vectorSize(facts.width, facts.height) : pixels(facts.width, facts.height);
  return (
    <Layout aria-labelledby={`${id}-heading`} data-testid="check-results">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {text.heading(facts.name)}
      </h2>
      <p>
        <VerdictBadge verdict={overall} label={text.overall[overall]} />
      </p>
      <p>{text.fileLine(kindNames[facts.kind], size)}</p>
      {facts.analysedAt ? (
        <p>{text.downscaled(pixels(facts.analysedAt.width, facts.analysedAt.height))}</p>
      ) : null}
      <Columns>
        <Side>
          <PrintSizeControl facts={facts} widthIn={widthIn} onWidth={setWidthIn} />
          <CheckList checks={checks} />
        </Side>
        <Side>
          <GarmentPreview facts={facts} previewUrl={previewUrl} widthIn={widthIn} />
          <AskAboutDesign href={contactHref(checkSummary(facts, checks, widthIn))} />
        </Side>
      </Columns>
    </Layout>
  );
}
