import { plainRoutes } from '../../../shared/api-routes';
import type { Media } from '../../../shared/media';
import { ApiError, toApiError } from '../../lib/api-error';
import { errorNotice } from '../../lib/api-error-notice';
import { readRestResponse } from '../../lib/rest-request';

/** HTTP 413 as the upload route answers it: the envelope's message names the limit. */
const PAYLOAD_TOO_LARGE = 413;

export interface MultipartRequest {
  method: 'POST' | 'PUT';
  url: string;
  body: FormData;
  /** Share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting rejects with an AbortError and sends nothing more. */
  signal?: AbortSignal;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * The reply as a fetch Response, so it is read by the very rules the REST
 * link applies to every other call (any status is a response, the body is
 * JSON, and a `statusCode` means failure).
 */
function toResponse(xhr: XMLHttpRequest): Response | null {
  try {
    return new Response(xhr.responseText, {
      status: xhr.status,
      headers: { 'content-type': 'application/json' },
    });
  } catch {
    // A status a Response cannot carry (0, 1xx, 204) is no usable answer.
    return null;
  }
}

/**
 * Sends a multipart body with XMLHttpRequest rather than fetch: only XHR
 * reports upload progress. Credentials travel as with every other call, and
 * failures come back as the same ApiError the tRPC client produces.
 */
export function sendMultipart<T>({
  method,
  url,
  body,
  onProgress,
  signal,
}: MultipartRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const response = toResponse(xhr);
      if (!response) {
        reject(ApiError.connection());
        return;
      }
      void readRestResponse(response).then((outcome) => {
        if ('error' in outcome) reject(outcome.error);
        else resolve(outcome.data as T);
      });
    });
    // The server may close the connection on an oversized body before the browser hears the 413.
    xhr.addEventListener('error', () => reject(ApiError.connection()));
    xhr.addEventListener('timeout', () => reject(ApiError.connection()));
    xhr.addEventListener('abort', () => reject(abortError()));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(body);
  });
}

export interface MediaCreateFields {
  /** Empty: the server names the file after a slug of its original name. */
  name: string | undefined;
  file: File;
  private: boolean;
}

export interface MediaUpdateFields {
  /** Null keeps the stored file. */
  file: File | null;
  private: boolean;
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** `POST /api/media`: text fields first, then the file, as multipart/form-data. */
export function createMedia(fields: MediaCreateFields, options: UploadOptions = {}) {
  const body = new FormData();
  if (fields.name) body.append('name', fields.name);
  body.append('private', String(fields.private));
  body.append('file', fields.file, fields.file.name);
  return sendMultipart<Media>({
    method: plainRoutes.mediaCreate.method,
    url: plainRoutes.mediaCreate.path,
    body,
    ...options,
  });
}

/** `PUT /api/media/{id}`: the name is fixed once created, so only the flag and maybe a new file. */
export function updateMedia(id: number, fields: MediaUpdateFields, options: UploadOptions = {}) {
  const body = new FormData();
  body.append('private', String(fields.private));
  if (fields.file) body.append('file', fields.file, fields.file.name);
  return sendMultipart<Media>({
    method: plainRoutes.mediaUpdate.method,
    url: plainRoutes.mediaUpdate.path.replace('{id}', encodeURIComponent(String(id))),
    body,
    ...options,
  });
}

/**
 * The notice for a failed media call. An oversized upload says so with
 * the server's own words, which name the limit; everything else (including
 * the silent 401) follows errorNotice.
 */
export function mediaErrorNotice(error: unknown): string | null {
  const apiError = toApiError(error);
  if (apiError.statusCode === PAYLOAD_TOO_LARGE) {
    return apiError.message.startsWith('Request failed')
      ? 'The file is larger than the upload limit'
      : apiError.message;
  }
  return errorNotice(error, 'Media');
}
