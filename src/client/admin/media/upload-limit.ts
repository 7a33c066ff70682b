import { UPLOAD_LIMIT_META } from '../../../shared/upload-limit';

/**
 * The server's upload limit in bytes, from the admin page's <meta> (the
 * server writes MAX_UPLOAD_MB there), or null when the page has none: then
 * only the server's 413 tells.
 */
export function uploadLimitBytes(): number | null {
  const content = document
    .querySelector(`meta[name="${UPLOAD_LIMIT_META}"]`)
    ?.getAttribute('content');
  const bytes = Number(content);
  return content && Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}
