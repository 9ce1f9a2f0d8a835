import { Button } from '@pod/shared-ui';
import { type DragEvent, type RefObject, useRef, useState } from 'react';
import styled from 'styled-components';
import { uploadText } from '../content/uploadText.ts';
import { ACCEPTED_TYPES } from './fileRules.ts';

const Zone = styled.div<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 1.5rem 1rem;
  border: 2px dashed ${({ $active }) => ($active ? 'var(--color-primary)' : 'var(--color-muted)')};
  border-radius: 12px;
  background: ${({ $active }) => ($active ? 'var(--color-surface)' : 'transparent')};
  text-align: center;
`;

/** Drag-and-drop target plus a real button that opens the file picker (keyboard users). */
export function DropZone({
  onFiles,
  disabled,
  browseRef,
}: {
  onFiles: (files: File[]) => void;
  disabled: boolean;
  browseRef: RefObject<HTMLButtonElement | null>;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);

  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setActive(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setActive(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Zone
      $active={active}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setActive(false)}
      onDrop={drop}
      data-testid="upload-drop-zone"
    >
      <span>{uploadText.dialog.dropHint}</span>
      <Button
        ref={browseRef}
        type="button"
        $variant="secondary"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {uploadText.dialog.browse}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        hidden
        data-testid="upload-file-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = ''; // choosing the same file again still fires change
        }}
      />
    </Zone>
  );
}
