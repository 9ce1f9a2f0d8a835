// One product image as the API lists it (GET /api/product-images, and the answer to recording
// an upload): the API builds it, the upload remote's gallery and featured strip show it.

export interface ProductImage {
  id: string;
  filename: string;
  createdAt: string;
  /** Where the site serves the image. */
  url: string;
  /** Alt text set by staff; empty: the filename stands in. */
  alt: string;
  /** Place in the featured strip on Home and Products (0 first), or null when not featured. */
  featured: number | null;
}
