import { Button, TextField } from '@pod/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { DialogActions, ModalDialog } from '../common/ModalDialog.tsx';
import { uploadText } from '../content/uploadText.ts';
import { DropZone } from './DropZone.tsx';
import { fileProblem, formatBytes } from './fileRules.ts';
import { uploadImage } from './uploadImage.ts';
import { usePreviewUrl } from './usePreviewUrl.ts';

const text = uploadText.dialog;

export type UploadOutcome = { ok: true; filename: string; altSaved: boolean } | { ok: false };

const Preview = styled.figure`
  margin: 1rem 0 0;
  img {
    display: block;
    width: 100%;
    height: 220px;
    @media (max-width: 479px) { height: 140px; }
    object-fit: contain;
    border-radius: 8px;
    background: var(--color-surface);
  }
  figcaption { margin-top: 0.5rem; color: var(--color-muted); overflow-wrap: anywhere; }
`;

const AltField = styled.div`
  margin-top: 1rem;
  p { margin: -0.5rem 0 0; color: var(--color-muted); font-size: 0.95rem; }
`;

const Problem = styled.p`
  color: var(--color-danger);
  font-weight: 600;
  margin: 1rem 0 0;
`;

const Progress = styled.div`
  margin-top: 1rem;
  progress { width: 100%; height: 0.75rem; accent-color: var(--color-primary); }
  p { margin: 0.25rem 0 0; }
`;

/**
 * The upload dialog (a ModalDialog: focus stays inside, Escape closes, the page behind is
 * inert) holding one image, with preview and upload progress.
 */
export function UploadDialog({
  open,
  onClose,
  onFinished,
}: {
  open: boolean;
  onClose: () => void;
  onFinished: (outcome: UploadOutcome) => void;
}) {
  const titleId = useId();
  const hintId = useId();
  const altHintId = useId();
  const [alt, setAlt] = useState('');
  const browseRef = useRef<HTMLButtonElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const preview = usePreviewUrl(file);
  const uploading = progress !== null;

  useEffect(() => {
    if (!open) {
      abortRef.current?.abort();
      setFile(null);
      setAlt('');
      setProblem(null);
      setProgress(null);
    }
  }, [open]);

  const choose = (files: File[]) => {
    const reason = fileProblem(files);
    setProblem(reason);
    setFile(reason ? null : (files[0] ?? null));
  };

  const start = async () => {
    if (!file || uploading) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const { altSaved } = await uploadImage(file, {
        onProgress: setProgress,
        signal: controller.signal,
        alt,
      });
      onFinished({ ok: true, filename: file.name, altSaved });
    } catch (error) {
      if (controller.signal.aborted) return; // closed by the user: not a failure
      console.error('Upload failed', error);
      onFinished({ ok: false });
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={hintId}
      initialFocus={browseRef}
      width="560px"
    >
      <h2 id={titleId}>{text.title}</h2>
      <p id={hintId}>{uploadText.uploadCard.maxSize}</p>
      <DropZone onFiles={choose} disabled={uploading} browseRef={browseRef} />
      <div role="alert">{problem ? <Problem>{problem}</Problem> : null}</div>
      {file && preview ? (
        <Preview>
          <img src={preview} alt={text.previewAlt(file.name)} />
          <figcaption>
            {file.name} ({formatBytes(file.size)})
          </figcaption>
        </Preview>
      ) : null}
      {file ? (
        <AltField>
          <TextField
            label={text.altLabel}
            name="alt"
            maxLength={250}
            value={alt}
            disabled={uploading}
            aria-describedby={altHintId}
            onChange={(event) => setAlt(event.target.value)}
          />
          <p id={altHintId}>{text.altHint}</p>
        </AltField>
      ) : null}
      {uploading ? (
        <Progress>
          <progress max={100} value={progress} aria-labelledby={`${titleId}-progress`} />
          <p id={`${titleId}-progress`} aria-live="polite">
            {text.progress(progress)}
          </p>
        </Progress>
      ) : null}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {text.cancel}
        </Button>
        <Button type="button" disabled={!file || uploading} onClick={() => void start()}>
          {uploading ? text.uploading : text.upload}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
