import { type FeaturedImage, templateSrcSets } from '@pod/contracts/featuredImageShape';
import { Container, media, Section } from '@pod/shared-ui';
import { FilledList, fieldToken } from '@pod/shared-ui/filledLists';
import { Fragment, useEffect, useState } from 'react';
import styled from 'styled-components';
import { productionStrip as text } from '../content/productionStrip.ts';
import { Lead, SectionHeading } from './SectionHeading.tsx';

/**
 * What one photo shows. The server fills the page's copy from its 'featured-images' filled list
 * (api/src/gallery/listSources.ts), whose items are the GET's plus these two srcsets as plain
 * fields; a page rendered in the browser derives them here (photoOf), the same way.
 */
export interface StripPhoto {
  id: string;
  alt: string;
  src: string;
  /** WebP variants, or the original at its width while it has none. */
  srcSet: string;
  /** AVIF variants; empty while there are none. */
  avifSrcSet: string;
  width: string;
  height: string;
}

/** The server's name for the list it fills Home's and Products' HTML with. */
export const FEATURED_SOURCE = 'featured-images';
const FEATURED_URL = '/api/featured-images';

const TEMPLATE: StripPhoto = {
  id: fieldToken('id'),
  alt: fieldToken('alt'),
  src: fieldToken('src'),
  srcSet: fieldToken('srcSet'),
  avifSrcSet: fieldToken('avifSrcSet'),
  width: fieldToken('width'),
  height: fieldToken('height'),
};

// Two a row on phones, auto-filled 240 px+ columns from 768 px, about 280 px wide from 1200 px.
const SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw';

export function photoOf(image: FeaturedImage): StripPhoto {
  return {
    id: image.id,
    alt: image.alt,
    src: image.src,
    ...templateSrcSets(image),
    width: String(image.width),
    height: String(image.height),
  };
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

/**
 * Always below the first screen, so lazy; the 4:3 box is reserved by CSS (and width/height), so
 * a photo arriving moves nothing. The AVIF source is left out only in the browser's own render
 * of a photo that has no variants yet (the template always has it; empty, it is skipped).
 */
function Photo({ photo }: { photo: StripPhoto }) {
  return (
    <picture>
      {photo.avifSrcSet ? <source type="image/avif" srcSet={photo.avifSrcSet} sizes={SIZES} /> : null}
      <img
        src={photo.src}
        srcSet={photo.srcSet}
        sizes={SIZES}
        alt={photo.alt || text.fallbackAlt}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        fetchPriority="low"
      />
    </picture>
  );
}

/**
 * Only for a page rendered in the browser (a visit in place): the server's HTML already holds
 * the photos, and no script runs over it. The browser keeps the answer a minute.
 */
function useFeaturedPhotos(): { items: StripPhoto[] | undefined; failed: boolean } {
  const [state, setState] = useState<{ items: StripPhoto[] | undefined; failed: boolean }>({
    items: undefined,
    failed: false,
  });
  useEffect(() => {
    let current = true;
    const settle = (items: StripPhoto[] | undefined) => {
      if (current) setState({ items, failed: items === undefined });
    };
    fetch(FEATURED_URL)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .then((images) => {
        if (!Array.isArray(images)) throw new Error('not a list of featured images');
        return (images as FeaturedImage[]).map(photoOf);
      })
      .then(settle, () => settle(undefined));
    return () => {
      current = false;
    };
  }, []);
  return state;
}

// Nothing to show (loading, failed, unfilled by an older server): no box, so nothing moves.
const nothing = <div hidden />;
// Nothing featured: no section at all (an empty fragment is no HTML).
const noSection = <Fragment />;

/**
 * "From our production floor": the photos staff feature, in their order. A filled list: the
 * server fills it into the page's HTML at each request, so it is there from the first byte,
 * for crawlers and readers without JavaScript too, and no script of this remote runs for it.
 * With nothing featured the whole section, heading included, is absent.
 */
export function ProductionStrip() {
  const photos = useFeaturedPhotos();
  return (
    <FilledList
      source={FEATURED_SOURCE}
      items={photos.items}
      failed={photos.failed}
      template={TEMPLATE}
      // The server fills in what Photo shows for a photo without alt text.
      fallbacks={{ alt: text.fallbackAlt }}
      loading={nothing}
      failure={nothing}
      empty={noSection}
      list={(items) => (
        <Section aria-labelledby="production-heading">
          <Container>
            <SectionHeading id="production-heading">{text.title}</SectionHeading>
            <Lead>{text.intro}</Lead>
            <Photos role="list">{items}</Photos>
          </Container>
        </Section>
      )}
      item={(photo) => (
        <li key={photo.id}>
          <Photo photo={photo} />
        </li>
      )}
    />
  );
}
