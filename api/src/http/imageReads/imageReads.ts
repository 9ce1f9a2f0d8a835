import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { ImageReadSettings } from '../../config/uploadsConfig.ts';
import type { StoredObject } from '../../storage/objectStorage.ts';
import { ApiError } from '../errors/apiError.ts';
import { cutOffWhenTooSlow } from './sendDeadline.ts';

/**
 * Image and variant reads, one client's share at a time: a client address may be sent at most
 * `perClient` bodies at once (each holds a local copy open, see localReadCache.ts), and a body
 * sent too slowly is cut off (sendDeadline.ts). Counted in this instance's memory: a share is a
 * body in flight here, not an event to add up across instances.
 */
export class ImageReads {
  readonly #settings: ImageReadSettings;
  readonly #inFlight = new Map<string, number>();

  constructor(settings: ImageReadSettings) {
    this.#settings = settings;
  }

  /** The object `fetch` reads for this client, or 429 past its share; the share is held until the body closes. */
  async read(
    c: Context,
    client: string,
    fetch: () => Promise<StoredObject | null>,
  ): Promise<StoredObject | null> {
    const held = this.#inFlight.get(client) ?? 0;
    if (held >= this.#settings.perClient)
      throw new ApiError(
        429,
        'too_many_image_reads',
        'Too many images at once. Please try again in a moment.',
        {
          headers: { 'Retry-After': '1' },
        },
      );
    this.#inFlight.set(client, held + 1);
    let object: StoredObject | null = null;
    try {
      object = await fetch();
    } finally {
      if (object) object.body.once('close', () => this.#release(client));
      else this.#release(client);
    }
    if (object) {
      // On Node's server the response's own socket is cut off; in-process requests have none.
      const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
      cutOffWhenTooSlow(object.body, outgoing, this.#settings);
    }
    return object;
  }

  #release(client: string): void {
    const held = (this.#inFlight.get(client) ?? 1) - 1;
    if (held > 0) this.#inFlight.set(client, held);
    else this.#inFlight.delete(client); // an idle client takes no memory
  }
}

// One share per app's settings: the originals' route and the variants' route are separate
// modules but must count one client's reads together.
const shared = new WeakMap<ImageReadSettings, ImageReads>();

export function imageReadsFor(settings: ImageReadSettings): ImageReads {
  let reads = shared.get(settings);
  if (!reads) {
    reads = new ImageReads(settings);
    shared.set(settings, reads);
  }
  return reads;
}
