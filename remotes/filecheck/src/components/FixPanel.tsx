import { useId, useState } from 'react';
import styled from 'styled-components';
import { hasEmptyMargins } from '../analysis/checks.ts';
import type { FileFacts } from '../analysis/facts.ts';
import type { FixRequest } from '../analysis/fixes/fixKinds.ts';
import { artSize, effectiveDpi } from '../analysis/printSize.ts';
import { defaultAlphaThreshold } from '../analysis/rules.ts';
import { dpi as dpiText, inches } from '../content/checkTexts.ts';
import { fixTexts as text } from '../content/fixTexts.ts';
import type { AppliedFix } from './appliedFix.ts';

const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surfaceRaised);
  h3, p { margin: 0; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.9rem; }
  li { display: grid; gap: 0.35rem; }
  li p, .hint { color: var(--color-muted); }
  button {
    justify-self: start;
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    padding: 0.5rem 1.1rem;
    border-radius: 999px;
    border: 2px solid var(--color-primary);
    background: var(--color-primary);
    color: var(--color-onPrimary);
    cursor: pointer;
  }
  button:disabled { opacity: 0.65; cursor: progress; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 3px; }
  label { font-weight: 600; }
  input[type='range'] { width: 100%; max-width: 20rem; min-height: 44px; accent-color: var(--color-primary); }
  a { color: var(--color-primary); font-weight: 700; overflow-wrap: anywhere; }
  [role='alert'] { color: var(--color-danger); font-weight: 600; }
`;

function doneText(fix: FixRequest): string {
  if (fix.kind === 'remove-background') return text.removeBackground.done;
  if (fix.kind === 'trim') return text.trim.done;
  if (fix.kind === 'threshold') return text.threshold.done;
  return text.dpi.done(dpiText(fix.dpi));
}

/** The fixes that apply to this file, each one click; the last one's file to download. */
export function FixPanel({
  facts,
  widthIn,
  fix,
  onFix,
}: {
  facts: FileFacts;
  widthIn: number;
  fix: AppliedFix | null;
  onFix: (request: FixRequest) => Promise<void>;
}) {
  const id = useId();
  const [busy, setBusy] = useState<FixRequest['kind'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [threshold, setThreshold] = useState<number>(defaultAlphaThreshold);
  if (facts.vector) return null;

  const run = (request: FixRequest) => {
    setBusy(request.kind);
    setError(null);
    onFix(request)
      .catch((reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)))
      .finally(() => setBusy(null));
  };
  const targetDpi = Math.round(effectiveDpi(artSize(facts).width, widthIn));
  const offers = {
    removeBackground: facts.pixels?.backgroundColour != null && facts.art != null,
    trim: hasEmptyMargins(facts),
    threshold: facts.alpha && (facts.pixels?.partialShare ?? 0) > 0,
    dpi: facts.dpiTag?.x !== targetDpi || facts.dpiTag?.y !== targetDpi,
  };
  const button = (request: FixRequest, label: string) => (
    <button type="button" disabled={busy !== null} onClick={() => run(request)} data-fix={request.kind}>
      {busy === request.kind ? text.busy : label}
    </button>
  );

  return (
    <Panel aria-labelledby={`${id}-heading`} data-testid="fix-panel">
      <h3 id={`${id}-heading`}>{text.heading}</h3>
      <div aria-live="polite">
        {fix ? (
          <p data-testid="fix-applied">
            {text.applied(doneText(fix.request))}{' '}
            <a href={fix.downloadUrl} download={fix.file.name} data-testid="fix-download">
              {text.download(fix.file.name)}
            </a>
          </p>
        ) : null}
      </div>
      <p className="hint">{text.intro}</p>
      <ul>
        {offers.removeBackground ? (
          <li>
            {button({ kind: 'remove-background' }, text.removeBackground.button)}
            <p>{text.removeBackground.hint}</p>
          </li>
        ) : null}
        {offers.trim ? (
          <li>
            {button({ kind: 'trim' }, text.trim.button)}
            <p>{text.trim.hint}</p>
          </li>
        ) : null}
        {offers.threshold ? (
          <li>
            <label htmlFor={`${id}-threshold`}>{text.threshold.label}</label>
            <input
              id={`${id}-threshold`}
              type="range"
              min={1}
              max={254}
              step={1}
              value={threshold}
              aria-describedby={`${id}-threshold-hint`}
              aria-valuetext={text.threshold.hint(threshold)}
              onChange={(event) => setThreshold(Number(event.currentTarget.value))}
            />
            <p id={`${id}-threshold-hint`}>{text.threshold.hint(threshold)}</p>
            {button({ kind: 'threshold', threshold }, text.threshold.button)}
          </li>
        ) : null}
        {offers.dpi ? (
          <li>
            {button({ kind: 'dpi', dpi: targetDpi }, text.dpi.button(dpiText(targetDpi)))}
            <p>{text.dpi.hint(inches(widthIn))}</p>
          </li>
        ) : null}
      </ul>
      {error ? <p role="alert">{error}</p> : null}
    </Panel>
  );
}
