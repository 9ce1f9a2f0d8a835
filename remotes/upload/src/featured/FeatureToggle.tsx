import { Button } from '@pod/shared-ui';
import { useState } from 'react';
import { featuredText as text } from '../content/featuredText.ts';
import { type ProductImage, useProductImages } from '../images/useProductImages.ts';
import { featuredIds, MAX_FEATURED, withFeatured, withoutFeatured } from './featuredOrder.ts';
import { useFeaturedOrder } from './useFeaturedOrder.ts';

/** Staff only, under a gallery image: feature it (last in the strip) or unfeature it; announced. */
export function FeatureToggle({ image }: { image: ProductImage }) {
  const images = useProductImages();
  const order = useFeaturedOrder();
  const [message, setMessage] = useState('');
  const featured = image.featured !== null;

  const toggle = () => {
    if (order.isPending) return;
    const ids = featuredIds(images.data ?? []);
    if (!featured && ids.length >= MAX_FEATURED) {
      setMessage(text.full(MAX_FEATURED));
      return;
    }
    const next = featured ? withoutFeatured(ids, image.id) : withFeatured(ids, image.id);
    order.mutate(next, {
      onSuccess: () =>
        setMessage(
          featured
            ? text.unfeatured(image.filename)
            : text.featuredAt(image.filename, next.length, next.length),
        ),
      onError: () => setMessage(text.failed),
    });
  };

  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        aria-label={featured ? text.unfeature(image.filename) : text.feature(image.filename)}
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
