import { ApiError } from '@/lib/api-client';

import { type Photo, type PhotoList, photosPath } from '../api/photos';

/** Called as the photo's bytes go out: 0 to 1. */
export type Progress = (fraction: number) => void;

function apiError(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: string; code?: string; fields?: Record<string, string> };
    return new ApiError(xhr.status, body.message || xhr.statusText, body.code ?? '', body.fields ?? {});
  } catch {
    return new ApiError(xhr.status, xhr.responseText || xhr.statusText || 'The photo could not be uploaded');
  }
}

/**
 * Uploads one photo as a `photo` field. XMLHttpRequest rather than `fetch`, because only it reports
 * upload progress. Resolves with the stored photo; rejects with an `ApiError` for an answer that
 * is not a success, or a `TypeError` when no answer came (offline, the connection dropped), as
 * `fetch` would. `idempotencyKey` names the upload (`Idempotency-Key`).
 */
export function uploadPhoto(showingId: number, file: Blob, name: string, onProgress: Progress, signal?: AbortSignal, idempotencyKey?: string): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', photosPath(showingId));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // A photo kept on the device names its upload, so sending it again stores it once.
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          const [photo] = (JSON.parse(xhr.responseText) as PhotoList).photos;
          if (photo) resolve(photo);
          else reject(new TypeError('The server stored no photo'));
        } catch {
          reject(new TypeError('The server answered something other than the stored photo'));
        }
      } else {
        reject(apiError(xhr));
      }
    };
    xhr.onerror = () => reject(new TypeError('The photo could not be sent: check the connection'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('photo', file, name);
    xhr.send(form);
  });
}
