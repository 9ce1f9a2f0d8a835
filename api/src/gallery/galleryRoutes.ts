import { type Context, Hono } from 'hono';
import { createStaffGate, type StaffAuthDeps } from '../auth/staffSession.ts';
import { ApiError } from '../http/errors/apiError.ts';
import { readJsonFields } from '../http/requireJson/requireJson.ts';
import type { ObjectStorage } from '../storage/objectStorage.ts';
import { ProductImages } from './productImages.ts';
import { deleteImageVariants } from './storeImageVariants.ts';
import { VariantRecords } from './variantRecords.ts';

export const MAX_ALT_LENGTH = 250;
// Alt text is one line of plain text: no control characters, no lone surrogates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNFIT = /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

async function readAlt(c: Context): Promise<string> {
  const { alt } = await readJsonFields(c);
  const problem =
    typeof alt !== 'string'
      ? 'Alt text is required.'
      : alt.trim().length > MAX_ALT_LENGTH
        ? `Alt text must be at most ${MAX_ALT_LENGTH} characters.`
        : UNFIT.test(alt)
          ? 'Alt text must be one line of plain text.'
          : null;
  if (problem || typeof alt !== 'string')
    throw new ApiError(400, 'invalid_fields', problem ?? 'Alt text is required.', {
      fields: { alt: problem ?? 'Alt text is required.' },
    });
  return alt.trim();
}

/** Gallery management (staff): DELETE and PATCH /api/product-images/:id. */
export interface GalleryRouteDeps extends StaffAuthDeps {
  /** Where the images are; null when not configured. */
  storage: ObjectStorage | null;
}

export function createGalleryRoutes(deps: GalleryRouteDeps): Hono {
  const gate = createStaffGate(deps);
  const images = new ProductImages(deps.sql);
  const routes = new Hono();

  routes.delete('/product-images/:id', async (c) => {
    await gate.requireStaff(c);
    const id = c.req.param('id');
    const file = await images.file(id);
    if (!file) throw new ApiError(404, 'not_found', 'No such image.');
    if (!deps.storage) throw new ApiError(503, 'storage_unavailable', 'Image storage is not configured.');
    // Closed to new variants first, in one statement with reading which exist: variants
    // finished after this are removed by their maker, those recorded before by this delete.
    // Then the objects: should that fail, the row stays and the delete can simply be repeated.
    const variants = await new VariantRecords(deps.sql).closeForDelete(id);
    if (variants) await deleteImageVariants(deps.storage, variants);
    await deps.storage.delete(file.objectPath);
    await images.remove(id);
    return c.body(null, 204);
  });

  routes.patch('/product-images/:id', async (c) => {
    await gate.requireStaff(c);
    const alt = await readAlt(c);
    const id = c.req.param('id');
    if (!(await images.setAlt(id, alt))) throw new ApiError(404, 'not_found', 'No such image.');
    return c.json(await images.get(id));
  });

  return routes;
}
