import { Button, Card, CardTitle } from '@pod/shared-ui';
import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { featuredText as text } from '../content/featuredText.ts';
import { type ProductImage, useProductImages } from '../images/useProductImages.ts';
import { featuredIds } from './featuredOrder.ts';
import { type FeaturedAction, useFeaturedBusy, useFeaturedChange } from './useFeaturedChange.ts';

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--color-border);
    border-radius: 10px;
  }
  img { width: 64px; height: 48px; object-fit: cover; border-radius: 6px; }
  strong { flex: 1 1 10rem; overflow-wrap: anywhere; }
  span { color: var(--color-muted); }
  button { min-height: 36px; padding: 0.35rem 0.9rem; font-size: 0.95rem; }
`;

const Muted = styled.p`
  color: var(--color-muted);
`;

type Action = Exclude<FeaturedAction, 'feature'>;

/** Where focus goes once the list shows a change: the photo's row at `index`, by action. */
interface WantedFocus {
  id: string;
  action: Action;
  /** A move: the photo's new place. Unfeature: its old place, now its neighbour's. */
  index: number;
}

/**
 * The button to focus once the rendered list shows the change, else undefined (not yet).
 * A move keeps focus on the same button, or on the other move button once this one is
 * disabled at an end; Unfeature goes to the next photo's (else the previous photo's) Unfeature.
 */
function focusTarget(rows: HTMLElement[], want: WantedFocus): HTMLElement | null | undefined {
  const at = rows.findIndex((row) => row.dataset.id === want.id);
  if (want.action === 'unfeature') {
    if (at >= 0) return undefined;
    const neighbour = rows[want.index] ?? rows[want.index - 1];
    return neighbour?.querySelector<HTMLElement>('button[data-action="unfeature"]') ?? null;
  }
  if (at !== want.index) return undefined;
  const buttons = [...(rows[at]?.querySelectorAll<HTMLButtonElement>('button[data-action]') ?? [])];
  return (
    buttons.find((button) => button.dataset.action === want.action && !button.disabled) ??
    buttons.find((button) => !button.disabled) ??
    null
  );
}

/**
 * Staff only: the featured photos in the order visitors see them, each with Up, Down and
 * Unfeature. The result is announced, and focus stays on the moved image's buttons.
 */
export default function FeaturedCard() {
  const images = useProductImages();
  const change = useFeaturedChange();
  const busy = useFeaturedBusy();
  const [message, setMessage] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const wanted = useRef<WantedFocus | null>(null);
  const all = images.items ?? [];
  const ids = featuredIds(all);
  const byId = new Map(all.map((image) => [image.id, image]));
  const featured = ids.map((id) => byId.get(id)).filter((image): image is ProductImage => !!image);

  // After each render, not in onSuccess: the refetched list may render later than the
  // answer arrives, and focusing a row before it moves (or goes) loses focus.
  useLayoutEffect(() => {
    const want = wanted.current;
    if (!want) return;
    const rows = [...(list.current?.querySelectorAll<HTMLElement>('li[data-id]') ?? [])];
    const target = focusTarget(rows, want);
    if (target === undefined) return;
    wanted.current = null;
    (target ?? document.getElementById('featured-images-title'))?.focus();
  });

  const act = (image: ProductImage, action: Action) => {
    // aria-disabled, not disabled, while a change runs: the button keeps keyboard focus.
    if (busy) return;
    const from = ids.indexOf(image.id);
    change.mutate(
      { id: image.id, action },
      {
        onSuccess: (next) => {
          const place = next.indexOf(image.id);
          wanted.current = { id: image.id, action, index: action === 'unfeature' ? from : place };
          setMessage(
            action === 'unfeature'
              ? text.unfeatured(image.filename)
              : text.movedTo(image.filename, place + 1, next.length),
          );
        },
        onError: () => setMessage(text.failed),
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="featured-images-title">
      <CardTitle id="featured-images-title" tabIndex={-1}>
        {text.title}
      </CardTitle>
      <Muted>{featured.length > 0 ? text.intro : text.none}</Muted>
      <Rows ref={list}>
        {featured.map((image, index) => (
          <li key={image.id} data-id={image.id}>
            <img src={image.url} alt="" width={64} height={48} loading="lazy" decoding="async" />
            <strong>{image.filename}</strong>
            <span>{text.position(index + 1, featured.length)}</span>
            <Button
              type="button"
              $variant="secondary"
              data-action="up"
              aria-label={text.moveUp(image.filename)}
              disabled={index === 0}
              aria-disabled={busy || undefined}
              onClick={() => act(image, 'up')}
            >
              {text.up}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              data-action="down"
              aria-label={text.moveDown(image.filename)}
              disabled={index === featured.length - 1}
              aria-disabled={busy || undefined}
              onClick={() => act(image, 'down')}
            >
              {text.down}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              data-action="unfeature"
              aria-label={text.unfeature(image.filename)}
              aria-disabled={busy || undefined}
              onClick={() => act(image, 'unfeature')}
            >
              {text.unfeatureShort}
            </Button>
          </li>
        ))}
      </Rows>
      <p role="status" className="visually-hidden">
        {message}
      </p>
    </Card>
  );
}
