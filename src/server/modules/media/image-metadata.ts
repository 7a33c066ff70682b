/**
 * Metadata blocks an image carries beside its pixels, removed without
 * decoding it: the pixels stay byte for byte. What goes is what says
 * something about the person or the device rather than how to draw the
 * image: PNG text chunks (tEXt, zTXt, iTXt: software, author, comments,
 * XMP), its eXIf and tIME chunks; JPEG comments (COM) and the application
 * blocks that hold EXIF, XMP, IPTC and makers' notes (every APPn but APP0
 * JFIF, APP2 ICC profile and APP14 Adobe colour transform, which decoding
 * needs); GIF comment extensions and XMP application extensions.
 *
 * A file whose structure does not parse is answered unchanged: the caller
 * already read it with the decoder, and what follows a break is not
 * understood here well enough to cut.
 */
export function withoutMetadata(bytes: Buffer, contentType: string): Buffer {
  const type = contentType.toLowerCase();
  if (type === 'image/png') return stripPng(bytes) ?? bytes;
  if (type === 'image/jpeg') return stripJpeg(bytes) ?? bytes;
  if (type === 'image/gif') return stripGif(bytes) ?? bytes;
  return bytes;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_METADATA_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(bytes: Buffer): Buffer | null {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset < bytes.length) {
    if (offset + 12 > bytes.length) return null;
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(kept);
}

/** JPEG markers kept among the application blocks: JFIF, the ICC profile, Adobe's colour transform. */
const JPEG_KEPT_APP = new Set([0xe0, 0xe2, 0xee]);
const JPEG_COMMENT = 0xfe;
const JPEG_START_OF_SCAN = 0xda;

function stripJpeg(bytes: Buffer): Buffer | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] as number;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === JPEG_START_OF_SCAN) {
      // The compressed data and everything after it (comments there are rare) stay as they are.
      kept.push(bytes.subarray(offset));
      return Buffer.concat(kept);
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const dropped = marker === JPEG_COMMENT || (isApp && !JPEG_KEPT_APP.has(marker));
    if (!dropped) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  return null;
}

const GIF_EXTENSION = 0x21;
const GIF_IMAGE = 0x2c;
const GIF_TRAILER = 0x3b;
const GIF_COMMENT = 0xfe;
const GIF_APPLICATION = 0xff;

/** The end of a run of GIF sub-blocks starting at `offset` (after its zero terminator), or -1. */
function afterSubBlocks(bytes: Buffer, offset: number): number {
  let at = offset;
  while (at < bytes.length) {
    const size = bytes[at] as number;
    at += 1 + size;
    if (size === 0) return at <= bytes.length ? at : -1;
  }
  return -1;
}

function stripGif(bytes: Buffer): Buffer | null {
  if (bytes.length < 13 || bytes.toString('latin1', 0, 3) !== 'GIF') return null;
  const flags = bytes[10] as number;
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  if (offset > bytes.length) return null;
  const kept: Buffer[] = [bytes.subarray(0, offset)];
  while (offset < bytes.length) {
    const introducer = bytes[offset];
    if (introducer === GIF_TRAILER) {
      kept.push(bytes.subarray(offset));
      return Buffer.concat(kept);
    }
    if (introducer === GIF_EXTENSION) {
      const label = bytes[offset + 1];
      const end = afterSubBlocks(bytes, offset + 2);
      if (end < 0) return null;
      const identifier = bytes.toString('latin1', offset + 3, offset + 14);
      const dropped =
        label === GIF_COMMENT || (label === GIF_APPLICATION && identifier === 'XMP DataXMP');
      if (!dropped) kept.push(bytes.subarray(offset, end));
      offset = end;
      continue;
    }
    if (introducer === GIF_IMAGE) {
      if (offset + 10 > bytes.length) return null;
      const local = bytes[offset + 9] as number;
      const table = local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0;
      // Descriptor, local colour table, then the LZW code size byte and the data's sub-blocks.
      const end = afterSubBlocks(bytes, offset + 10 + table + 1);
      if (end < 0) return null;
      kept.push(bytes.subarray(offset, end));
      offset = end;
      continue;
    }
    return null;
  }
  return null;
}
