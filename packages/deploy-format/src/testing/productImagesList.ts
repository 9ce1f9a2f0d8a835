import { ITEMS_SLOT, type LiveListTemplates } from '../liveLists.ts';

// For tests: the product images' live list as a build writes it, each template overridable.
export function productImagesList(overrides: Partial<LiveListTemplates> = {}): LiveListTemplates {
  return {
    source: 'product-images',
    slot: '<p data-pod-live-list="product-images">Loading</p>',
    list: `<ul>${ITEMS_SLOT}</ul>`,
    item: '<li><img src="{{url}}" alt="{{alt}}"><time dateTime="{{createdAt}}">{{createdAt:date}}</time></li>',
    empty: '<p>None</p>',
    failed: '<p role="alert">Could not load</p>',
    fallbacks: { alt: 'A garment' },
    ...overrides,
  };
}
