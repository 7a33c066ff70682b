import { UPLOAD_LIMIT_META } from '../../shared/upload-limit';
import type { EntryAssets } from './client-assets';
import { htmlDocument } from './html-document';

/**
 * The admin app renders in the browser; the server sends its shell, kept out
 * of search results. The shell carries the upload limit, so the media dialog
 * refuses a file over it before sending a byte.
 */
export function renderAdminShell(assets: EntryAssets | null, maxUploadBytes: number): string {
  return htmlDocument({
    title: 'Admin',
    noindex: true,
    head: `<meta name="${UPLOAD_LIMIT_META}" content="${maxUploadBytes}">`,
    body: '',
    assets,
  });
}
