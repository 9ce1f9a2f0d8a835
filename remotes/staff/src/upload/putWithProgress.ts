export type XhrFactory = () => XMLHttpRequest;

/**
 * PUTs the file straight to the presigned URL. XMLHttpRequest, not fetch, because
 * only it reports upload progress. Resolves on 2xx, rejects otherwise or when aborted.
 */
export function putWithProgress(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  createXhr: XhrFactory = () => new XMLHttpRequest(),
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open('PUT', url);
    // Signed into the URL: storage refuses the PUT if this differs.
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`Storage answered ${xhr.status}`));
    xhr.onerror = () => reject(new Error('Network error while uploading'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
