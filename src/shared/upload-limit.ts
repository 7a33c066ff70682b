/** A byte count in megabytes as the limit's messages show it: `25 MB`, `0.5 MB`. */
export function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(2)} MB`;
}

/** The words for a file over the upload limit, the same from the server's 413 and the admin's own check. */
export function uploadTooLargeMessage(maxBytes: number): string {
  return `The upload is too large: the limit is ${megabytes(maxBytes)}`;
}

/** The admin page's <meta> that carries the server's upload limit in bytes. */
export const UPLOAD_LIMIT_META = 'upload-limit';
