import { describe, expect, it } from 'vitest';
import { pictureSources } from './pictureSources.ts';

const id = '11111111-2222-4333-8444-555555555555';

describe('pictureSources', () => {
  it('lists AVIF then WebP srcsets by width, a 4:3 box the size of the widest, a mid-size WebP src', () => {
    const picture = pictureSources({ id, widths: [1024, 320, 640], width: 4000, height: 3000 });
    const base = `/api/product-images/${id}/variants`;
    expect(picture).toEqual({
      width: 1024,
      height: 768,
      src: `${base}/w640.webp`,
      sources: [
        {
          type: 'image/avif',
          srcSet: `${base}/w320.avif 320w, ${base}/w640.avif 640w, ${base}/w1024.avif 1024w`,
        },
        {
          type: 'image/webp',
          srcSet: `${base}/w320.webp 320w, ${base}/w640.webp 640w, ${base}/w1024.webp 1024w`,
        },
      ],
    });
  });

  it('serves the original, in its own size, while an image has no variants', () => {
    expect(pictureSources({ id, widths: null, width: 800, height: 600 })).toEqual({
      width: 800,
      height: 600,
      src: `/api/product-images/${id}/file`,
      sources: [],
    });
    // Recorded before sizes were kept: a 4:3 box still reserves the space.
    expect(pictureSources({ id, widths: [], width: null, height: null })).toMatchObject({
      width: 1024,
      height: 768,
      sources: [],
    });
  });
});
