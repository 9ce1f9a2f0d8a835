import styled from 'styled-components';
import { pickImage } from '../assets/generatedAssets.ts';
import { productImages } from '../assets/productImages.ts';
import { productImageSpec } from '../content/imageSpecs.ts';
import type { ProductCategory } from '../content/products.ts';
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

const Body = styled.div`
  padding: 1.5rem;
  h2 { font-size: 1.5rem; }
  h3 { font-size: 1rem; text-transform: uppercase; letter-spacing: 0.05em; margin: 1.25rem 0 0.5rem; }
  ul { margin: 0; padding-left: 1.2rem; }
  li { margin: 0.2rem 0; }
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

export function ProductCard({ category }: { category: ProductCategory }) {
  return (
    <Article id={category.id} aria-labelledby={`${category.id}-title`}>
      <ResponsiveImage
        image={pickImage(productImages, category.image, productImageSpec)}
        alt={category.imageAlt}
        sizes={productImageSpec.sizes}
      />
      <Body>
        <h2 id={`${category.id}-title`}>{category.name}</h2>
        <p>{category.description}</p>
        <h3>Key Features</h3>
        <ul>
          {category.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <h3>Key Brands</h3>
        <Brands>
          {category.brands.map((brand) => (
            <li key={brand}>{brand}</li>
          ))}
        </Brands>
      </Body>
    </Article>
  );
}
