import { Button, Card, CardTitle } from '@pod/shared-ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { featuredText as text } from '../content/featuredText.ts';
import { type ProductImage, useProductImages } from '../images/useProductImages.ts';
import { featuredIds, moved, withoutFeatured } from './featuredOrder.ts';
import { useFeaturedOrder } from './useFeaturedOrder.ts';

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

type Action = 'up' | 'down' | 'off';

/**
 * Staff only: the featured photos in the order visitors see them, each with Up, Down and
 * Unfeature. The result is announced, and focus stays on the moved image's buttons.
 */
export default function FeaturedCard() {
  const images = useProductImages();
  const order = useFeaturedOrder();
  const [message, setMessage] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const all = images.data ?? [];
  const ids = featuredIds(all);
  const byId = new Map(all.map((image) => [image.id, image]));
  const featured = ids.map((id) => byId.get(id)).filter((image): image is ProductImage => !!image);

  const act = (image: ProductImage, action: Action) => {
    if (order.isPending) return;
    const next =
      action === 'off' ? withoutFeatured(ids, image.id) : moved(ids, image.id, action === 'up' ? -1 : 1);
    order.mutate(next, {
      onSuccess: () => {
        const place = next.indexOf(image.id) + 1;
        setMessage(
          action === 'off'
            ? text.unfeatured(image.filename)
            : text.movedTo(image.filename, place, next.length),
        );
        // The row moved (or went): keep focus on its buttons, else on the card's heading.
        const row = list.current?.querySelector(`[data-id="${image.id}"]`);
        const buttons = [...(row?.querySelectorAll<HTMLButtonElement>(`button[data-action]`) ?? [])];
        const target =
          buttons.find((button) => button.dataset.action === action && !button.disabled) ??
          buttons.find((button) => !button.disabled);
        (target ?? document.getElementById('featured-images-title'))?.focus();
      },
      onError: () => setMessage(text.failed),
    });
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
              onClick={() => act(image, 'down')}
            >
              {text.down}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              data-action="off"
              aria-label={text.unfeature(image.filename)}
              onClick={() => act(image, 'off')}
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
