import { fileTypeFromFile } from 'file-type/node';
import mime from 'mime-types';
import type { MediaType } from '../../../shared/media';

const UNKNOWN = 'application/octet-stream';

/**
 * Containers the magic bytes name only vaguely: an SVG with an XML prolog
 * sniffs as `application/xml`, a Word 97 file as `application/x-cfb`. The
 * extension is more precise for these, so it wins when it is known.
 */
const GENERIC_SNIFFED = new Set(['application/xml', 'text/xml', 'application/x-cfb']);

/** A part type worth trusting as a hint: a known `type/subtype`, not the catch-all. */
function declaredHint(declaredType: string | null | undefined): string | null {
  const type = declaredType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === UNKNOWN || !mime.extension(type)) return null;
  return type;
}

/**
 * The content type of an uploaded file: its magic bytes first, so a renamed
 * file is served as what it really is; then for text formats that have no
 * signature (SVG, CSV, Markdown) the extension, or else the part's own
 * Content-Type, which is all an SDK sends for a Blob without a file name
 * (it arrives named `blob`); `application/octet-stream` otherwise. The
 * part type is no more trusted than the extension, both come from the
 * client, and active types are served as attachments either way.
 */
export async function detectContentType(
  file: string,
  originalName: string,
  declaredType?: string | null,
): Promise<string> {
  const hint = (mime.lookup(originalName) || null) ?? declaredHint(declaredType);
  const sniffed = (await fileTypeFromFile(file))?.mime ?? null;
  if (sniffed && !(GENERIC_SNIFFED.has(sniffed) && hint)) return sniffed;
  return hint ?? UNKNOWN;
}

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/rtf',
  'application/epub+zip',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/json',
]);

const ARCHIVE_TYPES = new Set([
  'application/zip',
  'application/x-zip-compressed',
  'application/gzip',
  'application/x-gzip',
  'application/x-tar',
  'application/x-bzip2',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/vnd.rar',
  'application/x-xz',
  'application/zstd',
  'application/x-lzip',
  'application/x-compress',
  'application/x-lzma',
  'application/x-cpio',
  'application/java-archive',
]);

/** The media kind (document, archive, image, audio, video or other) of a content type. */
export function mediaKind(contentType: string): MediaType {
  const type = contentType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (ARCHIVE_TYPES.has(type)) return 'archive';
  if (
    DOCUMENT_TYPES.has(type) ||
    type.startsWith('text/') ||
    type.startsWith('application/vnd.openxmlformats-officedocument.') ||
    type.startsWith('application/vnd.oasis.opendocument.')
  ) {
    return 'document';
  }
  return 'other';
}
