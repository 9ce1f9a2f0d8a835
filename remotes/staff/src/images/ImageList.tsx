import { Card, CardTitle } from '@pod/shared-ui';
import { FilledList } from '@pod/shared-ui/filledLists';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useStaff } from '../auth/useStaff.ts';
import { LocalTime } from '../common/LocalTime.tsx';
import { useMounted } from '../common/useMounted.ts';
import { uploadText } from '../content/uploadText.ts';
import { IMAGE_TEMPLATE, IMAGES_SOURCE, type ProductImage, useProductImages } from './useProductImages.ts';

const text = uploadText.images;

// Cards in a row share one height (long file names, staff controls): the figure fills its
// stretched grid cell and the caption takes the slack, so the controls line up at the bottom.
const Figure = styled.figure`
  margin: 0;
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  overflow: hidden;
  background: var(--color-bg);
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: var(--color-surface);
  }
  figcaption { padding: 0.75rem; flex: 1 0 auto; }
  strong { display: block; overflow-wrap: anywhere; }
  span { color: var(--color-muted); font-size: 0.95rem; }
`;

// auto-fill (not auto-fit): one image stays card-sized instead of filling the row.
const Gallery = styled.ul`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  list-style: none;
  padding: 0;
  margin: 0;
  > li { display: flex; flex-direction: column; }
`;

// Staff-only controls load on demand, keeping them out of every visitor's first page.
const GalleryControls = lazy(() => import('./GalleryControls.tsx'));

const Muted = styled.p`
  color: var(--color-muted);
`;

function ImageCard({ image, controls }: { image: ProductImage; controls: boolean }) {
  return (
    <Figure>
      <img
        src={image.url}
        alt={image.alt || text.undescribedAlt}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
      <figcaption>
        <strong>{image.filename}</strong>
        <span>
          {text.uploadedOn} <LocalTime iso={image.createdAt} dateOnly />
        </span>
      </figcaption>
      {controls ? (
        <Suspense fallback={null}>
          <GalleryControls image={image} />
        </Suspense>
      ) : null}
    </Figure>
  );
}

/** "Uploaded Images": public, newest first; in the page's HTML before any script runs. */
export function ImageList() {
  const images = useProductImages();
  const staff = Boolean(useStaff().data);
  // The controls' code loads once the island is hydrated: a page sent signed in has none of it in
  // its HTML (its filled list's items are the build's), so the first render has none either.
  const mounted = useMounted();
  const controls = staff && mounted;
  return (
    <Card as="section" aria-labelledby="uploaded-images-title" aria-busy={images.loading}>
      <CardTitle id="uploaded-images-title" tabIndex={-1}>
        {text.title}
      </CardTitle>
      <FilledList
        source={IMAGES_SOURCE}
        items={images.items}
        failed={images.failed}
        template={IMAGE_TEMPLATE}
        // The server fills in what ImageCard shows for an image without alt text.
        fallbacks={{ alt: text.undescribedAlt }}
        loading={<Muted>{text.loading}</Muted>}
        failure={<Muted role="alert">{text.error}</Muted>}
        empty={<Muted>{staff ? text.empty : text.emptyForVisitors}</Muted>}
        list={(cards) => <Gallery role="list">{cards}</Gallery>}
        item={(image) => (
          <li key={image.id}>
            <ImageCard image={image} controls={controls} />
          </li>
        )}
      />
    </Card>
  );
}
