import type { SqlClient } from '../db/sqlClient.ts';
import type { ObjectStorage } from '../storage/objectStorage.ts';
import { MAX_UPLOAD_BYTES } from '../uploads/imagePolicy.ts';
import { isVariantTimeout, makeImageVariants } from './makeImageVariants.ts';
import { VariantRecords, type VariantSource } from './variantRecords.ts';
import { VARIANT_FORMATS, variantKey } from './variantSizes.ts';

export type VariantOutcome = 'made' | 'unusable' | 'pending' | 'gone' | 'done';

// Tries that may run out of time before an image is given up on (a busy or slow moment
// passes; an image that is always too slow must not cost every housekeeping pass).
export const MAX_VARIANT_ATTEMPTS = 3;

// One image at a time per process: resizing is CPU-bound, and a burst of uploads (or the
// housekeeping pass) must leave cores for the requests.
let queue: Promise<unknown> = Promise.resolve();
function oneByOne<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

async function makeAndStore(
  sql: SqlClient,
  storage: ObjectStorage,
  image: VariantSource,
): Promise<VariantOutcome> {
  const records = new VariantRecords(sql);
  const original = await storage.readAll(image.objectPath, MAX_UPLOAD_BYTES);
  let made: Awaited<ReturnType<typeof makeImageVariants>>;
  try {
    if (!original) throw new Error('the original is missing');
    made = await makeImageVariants(original.bytes);
  } catch (error) {
    if (isVariantTimeout(error)) {
      // Too slow this time: left pending for the housekeeping pass, up to a limit.
      return (await records.countTimeout(image.id, MAX_VARIANT_ATTEMPTS)) ? 'unusable' : 'pending';
    }
    // Missing, or undecodable within the limits: the original serves (if any); never tried again.
    await records.markUnusable(image.id);
    return 'unusable';
  }
  // A storage failure throws before anything is recorded, so a later pass tries again.
  const stored: string[] = [];
  for (const file of made.files) {
    const key = variantKey(image.objectPath, file.width, file.format);
    await storage.put(key, file.bytes, file.contentType);
    stored.push(key);
  }
  const widths = [...new Set(made.files.map((file) => file.width))];
  const recorded = await records.set(image.id, { width: made.width, height: made.height, widths });
  if (recorded === 'gone') {
    // Deleted meanwhile: its delete could not know of these, so nothing else would remove them.
    for (const key of stored) await storage.delete(key);
    return 'gone';
  }
  // 'taken': another instance recorded the same keys first; they are its now.
  return recorded === 'recorded' ? 'made' : 'done';
}

/**
 * Makes and stores the sized copies of one image, unless it has them already. 'gone': no
 * such image (deleted meanwhile); 'pending': it ran out of time, housekeeping tries again.
 */
export async function storeImageVariants(
  sql: SqlClient,
  storage: ObjectStorage,
  id: string,
): Promise<VariantOutcome> {
  return oneByOne(async () => {
    const image = await new VariantRecords(sql).get(id);
    if (!image) return 'gone';
    if (image.widths !== null) return 'done';
    return makeAndStore(sql, storage, image);
  });
}

/**
 * The housekeeping pass: variants for images that have none yet, a few per pass (images
 * recorded before variants existed, and any whose making was cut short by a restart).
 * Until then the original serves in their place.
 */
export async function makeMissingVariants(
  sql: SqlClient,
  storage: ObjectStorage,
  perPass = 5,
): Promise<number> {
  let made = 0;
  for (const image of await new VariantRecords(sql).pending(perPass))
    if ((await storeImageVariants(sql, storage, image.id)) === 'made') made += 1;
  return made;
}

/** Deletes every stored variant of an image (a missing one is no error). */
export async function deleteImageVariants(storage: ObjectStorage, image: VariantSource): Promise<void> {
  for (const width of image.widths ?? [])
    for (const format of VARIANT_FORMATS) await storage.delete(variantKey(image.objectPath, width, format));
}

/**
 * Variants for a freshly recorded image, waited for at most waitMs so a normal upload
 * answers with them ready; a slower one goes on in the background (the housekeeping pass
 * takes over should this process stop first).
 */
export async function startImageVariants(
  sql: SqlClient,
  storage: ObjectStorage,
  id: string,
  waitMs = 5_000,
): Promise<void> {
  const job = storeImageVariants(sql, storage, id).catch((error: unknown) => {
    console.error('[gallery] making image variants failed', error);
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
    timer.unref();
  });
  await Promise.race([job, deadline]);
  clearTimeout(timer);
}
