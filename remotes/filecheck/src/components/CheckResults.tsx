import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CheckedFile } from '../analysis/checkInBrowser.ts';
import { checksFor, detailChecks, overallVerdict } from '../analysis/checks.ts';
import type { FixRequest } from '../analysis/fixes/fixKinds.ts';
import { artSize, largestPrint } from '../analysis/printSize.ts';
import { checkSummary, contactHref } from '../analysis/summary.ts';
import { pixels } from '../content/checkTexts.ts';
import { resultTexts } from '../content/resultTexts.ts';
import { AskAboutDesign } from './AskAboutDesign.tsx';
import type { AppliedFix } from './appliedFix.ts';
import { CheckList } from './CheckList.tsx';
import { FixPanel } from './FixPanel.tsx';
import { GarmentPreview } from './GarmentPreview.tsx';
import { PrintSizeControl } from './PrintSizeControl.tsx';
import { ProblemAreas } from './ProblemAreas.tsx';
import { useDetails } from './useDetails.ts';
import { VerdictBadge } from './VerdictBadge.tsx';

const text = resultTexts.results;
const kindNames = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', svg: 'SVG (vector)' } as const;

const Layout = styled.section`
  display: grid;
  gap: 1.5rem;
  margin-top: 2rem;
  h2 { margin: 0; overflow-wrap: anywhere; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 3px; }
  p { margin: 0; }
  /* The figures' status line: kept in the page (a live region) but taking no room while empty. */
  p[role='status']:empty { display: none; }
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

/** One checked file: the verdicts, the print size, the fixes, the preview and the way to ask about it. */
export default function CheckResults({
  checked,
  before,
  fix,
  onFix,
}: {
  checked: CheckedFile;
  before: CheckedFile | null;
  fix: AppliedFix | null;
  onFix: (request: FixRequest) => Promise<void>;
}) {
  const id = useId();
  const { facts, previewUrl, session } = checked;
  const largest = useMemo(() => {
    const art = artSize(facts);
    return largestPrint(art.width, art.height).widthIn;
  }, [facts]);
  // Null until the visitor moves it: the largest print, which the exact figures may move a little.
  const [chosenWidth, setWidthIn] = useState<number | null>(null);
  // A fix can change the art's shape a little: the chosen width stays inside what it allows.
  const widthIn = Math.min(chosenWidth ?? largest, largest);
  // Said once the exact figures replace a first look, where the first look's note stood.
  const [hadFirstLook, setHadFirstLook] = useState(checked.firstLook);
  if (checked.firstLook && !hadFirstLook) setHadFirstLook(true);
  const details = useDetails(session, widthIn);
  const [overlayOn, setOverlayOn] = useState(false);
  const checks = useMemo(
    () => [...checksFor(facts, widthIn), ...(details ? detailChecks(facts, details.figures) : [])],
    [facts, widthIn, details],
  );
  const overall = overallVerdict(checks);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new file's result takes the focus, so keyboard and screen-reader users land on it (after a
  // fix the focus stays on the fix panel, which announces the new file).
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const size = facts.vector ? text.vectorSize(facts.width, facts.height) : pixels(facts.width, facts.height);
  const firstLook = checked.firstLook;
  const image = { facts, previewUrl, overlayUrl: overlayOn ? (details?.overlayUrl ?? null) : null };
  return (
    <Layout
      aria-labelledby={`${id}-heading`}
      data-testid="check-results"
      data-figures={firstLook ? 'first look' : 'exact'}
    >
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {text.heading(facts.name)}
      </h2>
      <p>
        <VerdictBadge verdict={overall} label={text.overall[overall]} />
      </p>
      <p>{text.fileLine(kindNames[facts.kind], size)}</p>
      <p role="status" data-testid="figures-status">
        {firstLook && facts.analysedAt
          ? text.firstLook(pixels(facts.analysedAt.width, facts.analysedAt.height))
          : hadFirstLook
            ? text.exactNow
            : null}
      </p>
      {facts.analysedAt && !firstLook ? (
        <p>{text.downscaled(pixels(facts.analysedAt.width, facts.analysedAt.height))}</p>
      ) : null}
      <Columns>
        <Side>
          <PrintSizeControl facts={facts} widthIn={widthIn} onWidth={setWidthIn} />
          <CheckList checks={checks} firstLook={firstLook} />
        </Side>
        <Side>
          {session !== null ? <FixPanel facts={facts} widthIn={widthIn} fix={fix} onFix={onFix} /> : null}
          {session !== null ? (
            <ProblemAreas
              details={details}
              previewUrl={previewUrl}
              name={facts.name}
              on={overlayOn}
              onChange={setOverlayOn}
            />
          ) : null}
          <GarmentPreview
            image={image}
            before={before ? { facts: before.facts, previewUrl: before.previewUrl } : null}
            widthIn={widthIn}
          />
          {/* The summary sent is the exact one. */}
          {firstLook ? null : <AskAboutDesign href={contactHref(checkSummary(facts, checks, widthIn))} />}
        </Side>
      </Columns>
    </Layout>
  );
}
