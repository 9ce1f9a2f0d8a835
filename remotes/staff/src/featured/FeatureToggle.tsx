import { Button, HttpError } from '@pod/shared-ui';
import { useState } from 'react';
import { featuredText as text } from '../content/featuredText.ts';
import type { ProductImage } from '../images/useProductImages.ts';
import { MAX_FEATURED } from './featuredOrder.ts';
import { useFeaturedBusy, useFeaturedChange } from './useFeaturedChange.ts';

/** Staff only, under a gallery image: feature it (last in the strip) or unfeature it; announced. */
export function FeatureToggle({ image }: { image: ProductImage }) {
  const change = useFeaturedChange();
  const busy = useFeaturedBusy();
  const [message, setMessage] = useState('');
  const featured = image.featured !== null;

  const toggle = () => {
    // aria-disabled, not disabled, while a change runs: the button keeps keyboard focus.
    if (busy) return;
    change.mutate(
      { id: image.id, action: featured ? 'unfeature' : 'feature' },
      {
        onSuccess: (ids) =>
          setMessage(
            featured
              ? text.unfeatured(image.filename)
              : text.featuredAt(image.filename, ids.indexOf(image.id) + 1, ids.length),
          ),
        onError: (error) =>
          setMessage(
            error instanceof HttpError && error.status === 409 ? text.full(MAX_FEATURED) : text.failed,
          ),
      },
    );
  };

  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        aria-label={featured ? text.unfeature(image.filename) : text.feature(image.filename)}
        aria-disabled={busy || undefined}
        onClick={toggle}
      >
        {featured ? text.unfeatureShort : text.featureShort}
      </Button>
      <span role="status" className="visually-hidden">
        {message}
      </span>
    </>
  );
}
