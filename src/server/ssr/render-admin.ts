import type { EntryAssets } from './client-assets';
import { htmlDocument } from './html-document';

/** The admin app renders in the browser; the server sends its shell, kept out of search results. */
export function renderAdminShell(assets: EntryAssets | null): string {
  return htmlDocument({ title: 'Admin', noindex: true, body: '', assets });
}
