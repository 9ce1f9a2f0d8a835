import { Container, media, Section } from '@pod/shared-ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { GeneratedImage } from '../assets/generatedAssets.ts';
import { productionStrip as text } from '../content/productionStrip.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { Lead, SectionHeading } from './SectionHeading.tsx';

/** One item of GET /api/featured-images: the staff's featured photos, in their order. */
interface FeaturedImage extends GeneratedImage {
  id: string;
  alt: string;
}

const Photos = styled.ul`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} { grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); }
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 12px;
    background: var(--color-surface);
  }
`;

// Out of the flow, so placing it moves nothing; it only tells where the strip would start.
const Probe = styled.div`
  position: absolute;
`;

/**
 * Featured production photos, fetched once the island is live: when its place comes within two
 * screens of the viewport (the prerendered page never has them, so it is the same HTML whether
 * or not anything is featured). The strip goes in only where it starts below the viewport, so
 * nothing already on screen moves; otherwise (a jump straight to it) this visit does without it.
 */
export function ProductionStrip() {
  const [images, setImages] = useState<FeaturedImage[]>([]);
  const [placed, setPlaced] = useState(false);
  const probe = useRef<HTMLDivElement>(null);

  useEffect(() => {
    fetch('/api/featured-images')
      .then((response) => (response.ok ? (response.json() as Promise<FeaturedImage[]>) : []))
      .then(setImages, () => {});
  }, []);

  // Before paint: the probe is measured, then replaced by the strip or by nothing.
  useLayoutEffect(() => {
    const box = images.length > 0 ? probe.current?.getBoundingClientRect() : undefined;
    if (!box) return;
    if (box.top >= window.innerHeight) setPlaced(true);
    else setImages([]);
  }, [images]);

  if (images.length === 0) return null;
  if (!placed) return <Probe ref={probe} />;
  return (
    <Section aria-labelledby="production-heading">
      <Container>
        <SectionHeading id="production-heading">{text.title}</SectionHeading>
        <Lead>{text.intro}</Lead>
        <Photos role="list">
          {images.map((image) => (
            <li key={image.id}>
              <ResponsiveImage
                image={image}
                alt={image.alt || text.fallbackAlt}
                sizes="(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw"
              />
            </li>
          ))}
        </Photos>
      </Container>
    </Section>
  );
}
