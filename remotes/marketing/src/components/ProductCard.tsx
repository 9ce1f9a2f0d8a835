import { ButtonLink } from '@pod/shared-ui';
import styled from 'styled-components';
import { pickImage } from '../assets/generatedAssets.ts';
import { productImages } from '../assets/productImages.ts';
import { contactWithMessage } from '../content/contactWithMessage.ts';
import { productImageSpec } from '../content/imageSpecs.ts';
import { productBrands } from '../content/productBrands.ts';
import { type ProductCategory, sampleRequest } from '../content/products.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  background: var(--color-surfaceRaised);
  border: 1px solid var(--color-border);
  border-radius: 16px;
  overflow: hidden;
  picture, img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; }
  img { object-fit: cover; background: var(--color-surface); }
`;

// A card is as tall as the tallest in its row, so the buttons line up. The height a shorter card has
// to spare goes between its parts (the introduction at the top, the brands just above the button),
// never into one blank gap over the button.
const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  padding: 1.5rem;
  /* Each part's last margin would add to the flex gap (margins do not collapse across flex items). */
  > div > :last-child { margin-bottom: 0; }
  h2 { font-size: 1.5rem; }
  h3 { font-size: 1rem; text-transform: uppercase; letter-spacing: 0.05em; margin: 1.25rem 0 0.5rem; }
  ul { margin: 0; padding-left: 1.2rem; }
  li { margin: 0.2rem 0; }
`;

const Specs = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.35rem 1rem;
  margin: 0;
  padding: 1rem;
  border-radius: 12px;
  background: var(--color-surface);
  dt { font-weight: 700; }
  dd { margin: 0; }
`;

// A <div> may group a <dt> and its <dd>; it takes no box of its own in the grid.
const SpecRow = styled.div`
  display: contents;
`;

const Next = styled.div`
  padding: 0 1.5rem 1.5rem;
`;

const Brands = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  padding: 0 !important;
  li {
    margin: 0;
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    border: 1px solid var(--color-border);
    background: var(--color-surface);
    font-size: 0.95rem;
  }
`;

interface Props {
  category: ProductCategory;
  /** The first card's image is in the first screen on a phone: the page's LCP, so it loads at once. */
  priority?: boolean;
}

export function ProductCard({ category, priority = false }: Props) {
  const brands = productBrands[category.id] ?? [];
  return (
    <Article id={category.id} aria-labelledby={`${category.id}-title`}>
      <ResponsiveImage
        image={pickImage(productImages, category.image, productImageSpec)}
        alt={category.imageAlt}
        sizes={productImageSpec.sizes}
        priority={priority}
      />
      <Body>
        <div>
          <h2 id={`${category.id}-title`}>{category.name}</h2>
          <p>{category.description}</p>
        </div>
        <div>
          <h3>Key Features</h3>
          <ul>
            {category.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Specifications</h3>
          <Specs>
            {category.specs.map((spec) => (
              <SpecRow key={spec.label}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </SpecRow>
            ))}
          </Specs>
        </div>
        {brands.length > 0 ? (
          <div>
            <h3>Key Brands</h3>
            <Brands>
              {brands.map((brand) => (
                <li key={brand}>{brand}</li>
              ))}
            </Brands>
          </div>
        ) : null}
      </Body>
      <Next>
        <ButtonLink
          to={contactWithMessage(sampleRequest.message(category.name))}
          aria-label={sampleRequest.label(category.name)}
        >
          {sampleRequest.visible}
        </ButtonLink>
      </Next>
    </Article>
  );
}
