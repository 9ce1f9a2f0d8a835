import { type FilledListTemplates, ITEMS_SLOT } from '../filledLists.ts';

// For tests: the product images' filled list as a build writes it, each template overridable.
export function productImagesList(overrides: Partial<FilledListTemplates> = {}): FilledListTemplates {
  return {
    source: 'product-images',
    slot: '<p data-pod-filled-list="product-images">Loading</p>',
    list: `<ul>${ITEMS_SLOT}</ul>`,
    item: '<li><img src="{{url}}" alt="{{alt}}"><time dateTime="{{createdAt}}">{{createdAt:date}}</time></li>',
    empty: '<p>None</p>',
    failed: '<p role="alert">Could not load</p>',
    fallbacks: { alt: 'A garment' },
    ...overrides,
  };
}
