import { Button, TextField } from '@pod/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { DialogActions, ModalDialog } from '../common/ModalDialog.tsx';
import { uploadText } from '../content/uploadText.ts';
import { FeatureToggle } from '../featured/FeatureToggle.tsx';
import { useGalleryActions } from './useGalleryActions.ts';
import type { ProductImage } from './useProductImages.ts';

const text = uploadText.gallery;
const labels = uploadText.images;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  padding: 0 0.75rem 0.75rem;
  button { min-height: 36px; padding: 0.35rem 0.9rem; font-size: 0.95rem; }
`;

const Problem = styled.p`
  color: var(--color-danger);
  font-weight: 600;
  margin: 0;
`;

const Hint = styled.p`
  color: var(--color-muted);
  margin: -0.5rem 0 0;
`;

/** Staff only, under each gallery image: "Feature", "Edit alt text" and "Delete" (with dialogs). */
export default function GalleryControls({ image }: { image: ProductImage }) {
  const { setAlt, remove } = useGalleryActions();
  const [dialog, setDialog] = useState<'alt' | 'delete' | null>(null);
  const [alt, setAltText] = useState(image.alt);
  const altTitle = useId();
  const deleteTitle = useId();
  const hintId = useId();

  const close = () => {
    setDialog(null);
    setAlt.reset();
    remove.reset();
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setAlt.mutate({ id: image.id, alt }, { onSuccess: close });
  };

  return (
    <Row>
      <FeatureToggle image={image} />
      <Button
        type="button"
        $variant="secondary"
        aria-haspopup="dialog"
        aria-label={labels.editAlt(image.filename)}
        onClick={() => {
          setAltText(image.alt);
          setDialog('alt');
        }}
      >
        {labels.editAltShort}
      </Button>
      <Button
        type="button"
        $variant="secondary"
        aria-haspopup="dialog"
        aria-label={labels.remove(image.filename)}
        onClick={() => setDialog('delete')}
      >
        {labels.removeShort}
      </Button>

      <ModalDialog open={dialog === 'alt'} onClose={close} labelledBy={altTitle}>
        <form onSubmit={save}>
          <h2 id={altTitle}>
            {text.altTitle}: {image.filename}
          </h2>
          <TextField
            label={text.altLabel}
            name="alt"
            maxLength={250}
            value={alt}
            aria-describedby={hintId}
            onChange={(event) => setAltText(event.target.value)}
          />
          <Hint id={hintId}>{text.altHint}</Hint>
          <div role="alert">{setAlt.isError ? <Problem>{text.failed}</Problem> : null}</div>
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={close}>
              {text.cancel}
            </Button>
            <Button type="submit" disabled={setAlt.isPending}>
              {setAlt.isPending ? text.saving : text.save}
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>

      {/* Focus starts on Cancel: the safe choice. */}
      <ModalDialog open={dialog === 'delete'} onClose={close} labelledBy={deleteTitle}>
        <h2 id={deleteTitle}>{text.deleteTitle(image.filename)}</h2>
        <p>{text.deleteBody}</p>
        <div role="alert">{remove.isError ? <Problem>{text.failed}</Problem> : null}</div>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={close}>
            {text.cancel}
          </Button>
          <Button
            type="button"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(image.id, {
                onSuccess: () => {
                  close();
                  // This card is gone: continue from the gallery heading.
                  document.getElementById('uploaded-images-title')?.focus();
                },
              })
            }
          >
            {remove.isPending ? text.deleting : text.confirmDelete}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Row>
  );
}
