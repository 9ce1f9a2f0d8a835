import { apiRequest } from '@pod/shared-ui';
import { uploadText } from '../content/uploadText.ts';
import { putWithProgress, type XhrFactory } from './putWithProgress.ts';

export interface UploadOptions {
  onProgress: (percent: number) => void;
  /** The image described for people who cannot see it; empty: described later, or never. */
  alt?: string;
  signal?: AbortSignal;
  createXhr?: XhrFactory;
}

/**
 * Spec §4: ask for an upload URL, PUT the file there, record it with its filename
 * and URL; then save its alt text, if given, as the gallery's "Edit alt text" does. Throws on
 * any failure up to the record (the caller shows one message for all of them); the image is
 * stored by then, so a failed alt save is reported back, not thrown (no second copy uploaded).
 */
export async function uploadImage(file: File, options: UploadOptions): Promise<{ altSaved: boolean }> {
  const res = await apiRequest('POST', '/api/objects/upload', {
    filename: file.name,
    contentType: file.type,
    size: file.size,
  });
  const { uploadURL } = (await res.json()) as { uploadURL?: unknown };
  if (typeof uploadURL !== 'string' || uploadURL === '') {
    console.error(uploadText.console.noUploadUrl);
    throw new Error(uploadText.console.noUploadUrl);
  }
  try {
    await putWithProgress(uploadURL, file, options.onProgress, options.signal, options.createXhr);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(uploadText.console.noFileUploaded, { cause: error });
  }
  const recorded = await apiRequest('PUT', '/api/product-images', {
    filename: file.name,
    imageURL: uploadURL,
  });
  const alt = options.alt?.trim() ?? '';
  if (!alt) return { altSaved: true };
  try {
    const { id } = (await recorded.json()) as { id?: unknown };
    if (typeof id !== 'string') return { altSaved: false };
    await apiRequest('PATCH', `/api/product-images/${encodeURIComponent(id)}`, { alt });
    return { altSaved: true };
  } catch (error) {
    console.error('Alt text not saved', error);
    return { altSaved: false };
  }
}
