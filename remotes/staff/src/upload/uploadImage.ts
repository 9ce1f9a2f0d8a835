import { apiRequest } from '@pod/shared-ui';
import { uploadText } from '../content/uploadText.ts';
import { putWithProgress, type XhrFactory } from './putWithProgress.ts';

export interface UploadOptions {
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
  createXhr?: XhrFactory;
}

/**
 * Spec §4: ask for an upload URL, PUT the file there, record it with its filename
 * and URL. Throws on any failure (the caller shows one message for all of them).
 */
export async function uploadImage(file: File, options: UploadOptions): Promise<void> {
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
  await apiRequest('PUT', '/api/product-images', { filename: file.name, imageURL: uploadURL });
}
