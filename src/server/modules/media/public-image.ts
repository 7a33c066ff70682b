import type { MediaContext } from './media.service';
import { MediaEntity } from './media.entity';

/** The site's own image addresses, as the content stores them: `/api/media/image/<name>`. */
const OWN_IMAGE = /^\/api\/media\/image\/([^/?#]+)$/;

/** Larger than any upload the site takes; a bigger file is not read into memory. */
const MAX_IMAGE_BYTES = 64 * 1024 * 1024;

export interface PublicImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * The bytes of one of the site's own public images, named by its address in
 * the content; null for anything else (another site's address, a private or
 * missing file), so nothing a visitor may not fetch is read for them.
 */
export async function readPublicImage(
  { em, mediaStore }: Pick<MediaContext, 'em' | 'mediaStore'>,
  address: string,
): Promise<PublicImage | null> {
  const encoded = OWN_IMAGE.exec(address.trim())?.[1];
  if (!encoded) return null;
  let name: string;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const row = await em.findOne(MediaEntity, { type: 'image', name, private: false });
  if (!row || row.size > MAX_IMAGE_BYTES) return null;
  const stream = await mediaStore.open('image', name);
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of stream) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    read += piece.length;
    if (read > MAX_IMAGE_BYTES) {
      stream.destroy();
      return null;
    }
    chunks.push(piece);
  }
  return { bytes: Buffer.concat(chunks), contentType: row.contentType };
}
