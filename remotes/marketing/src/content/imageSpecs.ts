// Sizes of the generated images: read by the components (width/height, sizes) and by
// the build step that renders them (buildPlugins/imagePipeline.ts), so both always agree.
export interface ImageSpec {
  /** Intrinsic size of the artwork; <img width/height> so the space is reserved. */
  width: number;
  height: number;
  /** Rendered widths for srcset. */
  widths: readonly number[];
  sizes: string;
}

export const heroImageSpec: ImageSpec = {
  width: 1600,
  height: 900,
  widths: [640, 1024, 1600, 2048],
  // The hero's art frame is 4:3 and the artwork 16:9, cropped to cover it: drawn 4/3 as wide as
  // the frame. Frame: 7/12 of the 1200 px content column on wide screens, full width on phones.
  sizes: '(min-width: 1200px) 940px, (min-width: 1024px) 78vw, 122vw',
};

export const productImageSpec: ImageSpec = {
  width: 800,
  height: 600,
  widths: [400, 800, 1200],
  sizes: '(min-width: 1200px) 560px, (min-width: 768px) 46vw, 100vw',
};
