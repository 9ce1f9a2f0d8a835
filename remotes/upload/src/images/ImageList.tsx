import { Card, CardTitle } from '@pod/shared-ui';
import styled from 'styled-components';
import { uploadText } from '../content/uploadText.ts';
import { type ProductImage, useProductImages } from './useProductImages.ts';

const text = uploadText.images;

const Figure = styled.figure`
  margin: 0;
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
  figcaption { padding: 0.75rem; }
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
`;

const Muted = styled.p`
  color: var(--color-muted);
`;

function ImageCard({ image }: { image: ProductImage }) {
  return (
    <Figure>
      <img src={image.url} alt={image.filename} width={400} height={300} loading="lazy" decoding="async" />
      <figcaption>
        <strong>{image.filename}</strong>
        <span>
          {text.uploadedOn}{' '}
          <time dateTime={image.createdAt}>{new Date(image.createdAt).toLocaleDateString()}</time>
        </span>
      </figcaption>
    </Figure>
  );
}

/** "Uploaded Images": public, newest first. */
export function ImageList() {
  const images = useProductImages();
  return (
    <Card as="section" aria-labelledby="uploaded-images-title" aria-busy={images.isLoading}>
      <CardTitle id="uploaded-images-title">{text.title}</CardTitle>
      {images.isLoading ? (
        <Muted>{text.loading}</Muted>
      ) : images.isError ? (
        <Muted role="alert">{text.error}</Muted>
      ) : !images.data || images.data.length === 0 ? (
        <Muted>{text.empty}</Muted>
      ) : (
        <Gallery role="list">
          {images.data.map((image) => (
            <li key={image.id}>
              <ImageCard image={image} />
            </li>
          ))}
        </Gallery>
      )}
    </Card>
  );
}
