import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { resultsCode, warmCheck } from '../components/checkCode.ts';
import { FILE_FIELD, FilePicker } from '../components/FilePicker.tsx';
import { useFileCheck } from '../components/useFileCheck.ts';
import { filecheckPageText as text } from '../content/filecheckPageText.ts';

// This code arrives when the visitor reaches for the tool (a touch, a pointer, focus on it): the
// check's own code is asked for now, not when a file is chosen, and a file already chosen starts
// its check while the tool comes to life. Results exist only after a file is checked (never in
// the server HTML), so their code stays out of the page's first load.
warmCheck(FILE_FIELD);
const CheckResults = lazy(resultsCode);

// One column that may be narrower than its widest child's minimum (the file input's): nothing
// pushes a 320 px screen sideways.
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  h2 { margin: 0; }
  ul { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.5rem; max-width: 70ch; }
`;

const Privacy = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid var(--color-primary);
  background: var(--color-surface);
  max-width: 70ch;
`;

const Status = styled.p`
  margin: 0;
  font-weight: 600;
  &[data-error='true'] { color: var(--color-danger); }
`;

/** The guidance, the file picker and the check's results: the island of /file-check. */
export default function FileCheckTool() {
  const { state, check, applyFix } = useFileCheck();
  return (
    <>
      <Stack>
        <h2>{text.guidance.heading}</h2>
        <ul>
          {text.guidance.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Privacy>{text.privacy}</Privacy>
        <h2>{text.picker.heading}</h2>
        <FilePicker onFile={check} />
        <div aria-live="polite" data-testid="check-status">
          {state.status === 'checking' ? <Status>{text.picker.checking(state.name)}</Status> : null}
          {state.status === 'error' ? (
            <Status data-error="true" role="alert">
              {state.name}: {state.message}
            </Status>
          ) : null}
        </div>
      </Stack>
      {state.status === 'done' ? (
        <Suspense fallback={null}>
          <CheckResults
            key={state.round}
            checked={state.checked}
            before={state.before}
            fix={state.fix}
            onFix={applyFix}
          />
        </Suspense>
      ) : null}
    </>
  );
}
