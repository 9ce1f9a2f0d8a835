import type { FeaturedImage } from '@pod/contracts/featuredImageShape';
import { MemoryRouter } from '@pod/router';
import { renderToHtml } from '@pod/shared-ui/prerender';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductionStrip, photoOf } from './ProductionStrip.tsx';

const ID = '7d1f3c2e-0000-4000-8000-000000000001';
const variants = (format: string) =>
  [320, 640].map((width) => `/api/product-images/${ID}/variants/w${width}.${format} ${width}w`).join(', ');

/** An item of GET /api/featured-images with its variants made. */
const sized: FeaturedImage = {
  id: ID,
  alt: '',
  width: 640,
  height: 480,
  src: `/api/product-images/${ID}/variants/w640.webp`,
  sources: [
    { type: 'image/avif', srcSet: variants('avif') },
    { type: 'image/webp', srcSet: variants('webp') },
  ],
};

/** One recorded before variants existed: the original until housekeeping makes them. */
const pending: FeaturedImage = {
  id: ID,
  alt: 'Navy tee <b>"logo"</b>',
  width: 2000,
  height: 1500,
  src: `/api/product-images/${ID}/file`,
  sources: [],
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The build's render of the strip, filled with these items as the server fills it (string work). */
function served(items: readonly FeaturedImage[]) {
  const { html, filledLists } = renderToHtml(<ProductionStrip />, { app: 'marketing', path: '/' });
  const [list] = filledLists;
  if (!list) throw new Error('no filled list recorded');
  // The server's items: the GET's plus the two srcsets as plain fields (api listSources.ts).
  const filled = items.map((image) => {
    const fields: Record<string, string> = { ...photoOf(image), alt: image.alt || list.fallbacks.alt || '' };
    return list.item.replace(/\{\{(\w+)\}\}/g, (_token, field: string) => escapeHtml(fields[field] ?? ''));
  });
  const body =
    items.length === 0 ? list.empty : list.list.replace('<!--pod-list-items-->', () => filled.join(''));
  const container = document.createElement('div');
  container.innerHTML = html.replace(list.slot, () => body);
  document.body.append(container);
  return { container, list };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the production strip in the server HTML', () => {
  it('is a filled list of the featured images, marked by a hidden box until the server fills it', () => {
    const { html, islands, filledLists } = renderToHtml(<ProductionStrip />, { app: 'marketing', path: '/' });
    expect(filledLists.map((list) => list.source)).toEqual(['featured-images']);
    expect(islands).toEqual([]);
    // Until filled: no heading over nothing.
    expect(html).toBe('<div hidden="" data-pod-filled-list="featured-images"></div>');
  });

  it('holds each photo as a lazy <img> with srcset, sizes, a reserved box and alt text', () => {
    const { container } = served([sized, pending]);
    const section = container.querySelector('section[aria-labelledby="production-heading"]');
    expect(section?.querySelector('h2')?.textContent).toBe('From our production floor');
    const [first, second] = [...container.querySelectorAll('li picture')];
    const img = first?.querySelector('img');
    expect(img?.getAttribute('src')).toBe(sized.src);
    expect(img?.getAttribute('srcset')).toBe(variants('webp'));
    expect(img?.getAttribute('sizes')).toBe('(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['640', '480']);
    expect([img?.getAttribute('loading'), img?.getAttribute('decoding')]).toEqual(['lazy', 'async']);
    // Staff gave it no alt text: the generic line the upload tool's hints promise.
    expect(img?.getAttribute('alt')).toBe('A decorated garment on our production floor');
    const source = first?.querySelector('source');
    expect([source?.getAttribute('type'), source?.getAttribute('srcset')]).toEqual([
      'image/avif',
      variants('avif'),
    ]);
    expect(source?.getAttribute('sizes')).toBe(img?.getAttribute('sizes'));

    // Without variants yet: the original, described by its width; the staff's alt text as text.
    const original = second?.querySelector('img');
    expect(original?.getAttribute('srcset')).toBe(`${pending.src} 2000w`);
    expect(original?.getAttribute('alt')).toBe('Navy tee <b>"logo"</b>');
    expect(second?.querySelector('b')).toBeNull();
  });

  it('with nothing featured leaves no section and no heading', () => {
    const { container, list } = served([]);
    expect(list.empty).toBe('');
    expect(container.querySelector('section[aria-labelledby="production-heading"]')).toBeNull();
    expect(container.textContent).not.toContain('From our production floor');
    // Not readable at the server: nothing shows either.
    expect(list.failed).toBe('<div hidden="" data-pod-list-failed="featured-images"></div>');
  });
});

describe('the production strip rendered in the browser (a visit in place)', () => {
  const renderWith = async (answer: () => Promise<Response>) => {
    const fetched = vi.fn(answer);
    vi.stubGlobal('fetch', fetched);
    const view = render(
      <MemoryRouter>
        <ProductionStrip />
      </MemoryRouter>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    return { view, fetched };
  };

  it('asks GET /api/featured-images and shows the photos as the server would', async () => {
    const { view, fetched } = await renderWith(async () => Response.json([sized]));
    expect(fetched).toHaveBeenCalledWith('/api/featured-images');
    const img = view.getByRole('img', { name: 'A decorated garment on our production floor' });
    expect(img.getAttribute('srcset')).toBe(variants('webp'));
    expect(img.getAttribute('sizes')).not.toBe('');
    expect(img.closest('picture')?.querySelector('source')?.getAttribute('type')).toBe('image/avif');
  });

  it('shows no heading when nothing is featured or the list cannot be read', async () => {
    for (const answer of [
      async () => Response.json([]),
      async () => new Response('down', { status: 503 }),
      () => Promise.reject(new Error('offline')),
    ]) {
      const { view } = await renderWith(answer);
      expect(view.queryByRole('heading')).toBeNull();
      view.unmount();
    }
  });
});
