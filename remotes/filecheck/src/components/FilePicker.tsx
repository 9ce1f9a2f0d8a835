import {
  IslandFailure,
  UnlessFileWaits,
  useHydrated,
  WhileFileWaits,
  WithoutScript,
  WithScript,
} from '@pod/shared-ui';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { filecheckPageText } from '../content/filecheckPageText.ts';

const text = filecheckPageText.picker;

/** The picker's file field in the page, found before the tool is hydrated (checkCode.ts). */
export const FILE_FIELD = 'input[data-check-field]';

const DropZone = styled.div<{ $over: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
  padding: 1.5rem;
  border: 2px dashed ${({ $over }) => ($over ? 'var(--color-primary)' : 'var(--color-border)')};
  border-radius: 12px;
  background: ${({ $over }) => ($over ? 'var(--color-surface)' : 'transparent')};
  label { font-weight: 600; font-size: 1.1rem; }
  input {
    font: inherit;
    color: var(--color-text);
    max-width: 100%;
    min-width: 0;
  }
  input:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 3px; }
  input::file-selector-button {
    font: inherit;
    font-weight: 600;
    margin-right: 0.75rem;
    padding: 0.55rem 1.1rem;
    min-height: 44px;
    border-radius: 999px;
    border: 2px solid var(--color-primary);
    background: var(--color-primary);
    color: var(--color-onPrimary);
    cursor: pointer;
  }
  p { margin: 0; color: var(--color-muted); }
`;

/**
 * Choose or drop a design file. The field works before the tool is hydrated (it comes to life when
 * reached: a tap, a pointer, Tab, a file dragged over it); a file chosen by then, or dropped
 * (the head's islands.ts puts it in the field), is checked as soon as it is.
 */
export function FilePicker({ onFile }: { onFile: (file: File) => void }) {
  const id = useId();
  const ready = useHydrated();
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A file chosen while the page was still the server's HTML: no change event reached React.
  const chosenEarly = useRef(onFile);
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (!file) return;
    chosenEarly.current(file);
    if (input.current) input.current.value = '';
  }, []);

  const onDragOver = (event: DragEvent) => {
    if (!ready) return;
    event.preventDefault();
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    if (!ready) return;
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <DropZone
      data-testid="drop-zone"
      $over={over}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label htmlFor={`${id}-file`}>{over ? text.dropHere : text.label}</label>
      <input
        id={`${id}-file`}
        type="file"
        data-check-field=""
        accept={text.accept}
        ref={input}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onFile(file);
          // The same file can be chosen again after a change to it.
          event.currentTarget.value = '';
        }}
      />
      {/* Both, always: the page's mark shows the true one from the first paint. */}
      <p id={`${id}-hint`}>
        <WithoutScript>{text.noScript}</WithoutScript>
        <WithScript>
          {/* A file chosen before the check is hydrated waits for it (the head's islands.ts), and says so. */}
          <UnlessFileWaits>{text.hint}</UnlessFileWaits>
          <WhileFileWaits>{text.reading}</WhileFileWaits>
        </WithScript>
      </p>
      <IslandFailure>{text.couldNotLoad}</IslandFailure>
    </DropZone>
  );
}
