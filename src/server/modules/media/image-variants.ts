import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { default as SharpModule, Metadata } from 'sharp';
import type { MediaType } from '../../../shared/media';
import { plannedWidths, VARIANT_FORMATS, type VariantFormat } from '../../../shared/image-variants';
import { withoutMetadata } from './image-metadata';
import { derivedFolder, type MediaStore } from './media-store';

type Sharp = typeof SharpModule;
let loadingSharp: Promise<Sharp> | undefined;

/**
 * sharp, loaded with the first image to read: libvips and its library take
 * some megabytes and tens of milliseconds to load, which a start (and a
 * server that never gets an image) does without.
 */
export function loadSharp(): Promise<Sharp> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    // The server runs in a small container (decision 0043): libvips works
    // outside V8's heap, but its cache of decoded images and one thread per
    // core would still take tens of megabytes per image. One thread and no
    // cache keep an image's cost to its own pixels, made one at a time.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loadingSharp;
}

/**
 * Formats sharp decodes and that phones take a while to download: these get
 * AVIF and WebP copies. SVG is drawn at any size already; a GIF gives its
 * first frame.
 */
const RASTER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

export function isRasterImage(contentType: string): boolean {
  return RASTER_TYPES.has(contentType.split(';')[0]?.trim().toLowerCase() ?? '');
}

/** An upload that says it is a raster image but that sharp cannot read. */
export class UnreadableImageError extends Error {}

/** The setting's default until the start sets it (`setMaxImagePixels`). */
let maxPixels = 50_000_000;

/**
 * The most pixels an image may have to be decoded at all (`MAX_IMAGE_MEGAPIXELS`,
 * set once at start). Decoding holds the pixels in memory, outside V8's
 * heap, three or four bytes each: a 190 KB file declaring 196 megapixels
 * took the server to 350 MB. 50 megapixels is a phone's largest photo. A
 * file's header says its size before anything is decoded, so such a file
 * (a "pixel bomb") is refused by its header.
 */
export function maxImagePixels(): number {
  return maxPixels;
}

export function setMaxImagePixels(pixels: number): void {
  maxPixels = pixels;
}

/** An image whose header declares more pixels than `maxImagePixels()`. */
export class ImageTooLargeError extends Error {
  constructor(readonly pixels: number) {
    super(
      `The image has ${megapixels(pixels)} megapixels; this site takes at most ${megapixels(maxPixels)}`,
    );
  }
}

function megapixels(pixels: number): string {
  return String(Math.round(pixels / 100_000) / 10);
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded raster image without its EXIF, XMP and IPTC blocks
 * (a phone photo's GPS position, its camera's serial number), turned the way
 * its orientation tag said, so that nothing a visitor can download says
 * where it was taken (decision 0058). Only when such a block is there: a
 * file without one keeps its pixels byte for byte, and loses only its text
 * blocks (PNG text chunks, JPEG and GIF comments: see image-metadata.ts).
 * An image over `maxImagePixels()` is refused by its header, before any
 * decoding. Answers the size as shown.
 */
export async function prepareUploadedImage(file: string, contentType: string): Promise<ImageSize> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reads the header only: nothing is decoded, so no limit applies yet (it is checked below).
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
  const size = metadata.autoOrient;
  if (!size.width || !size.height) throw new UnreadableImageError('no image size');
  if (size.width * size.height > maxPixels) throw new ImageTooLargeError(size.width * size.height);
  const type = contentType.toLowerCase();
  const tagged = metadata.exif ?? metadata.xmp ?? metadata.iptc;
  // A GIF's frames would all have to be re-encoded: its blocks are cut out instead.
  if (!tagged || type === 'image/gif') {
    await stripMetadataBlocks(file, type);
    return { width: size.width, height: size.height };
  }

  const clean = `${file}.clean`;
  try {
    const image = sharp(file, { limitInputPixels: maxPixels }).rotate().keepIccProfile();
    if (type === 'image/jpeg') await image.jpeg({ quality: 92 }).toFile(clean);
    else if (type === 'image/png') await image.png().toFile(clean);
    else if (type === 'image/webp') await image.webp({ quality: 92 }).toFile(clean);
    else await image.avif({ quality: 70 }).toFile(clean);
    await rename(clean, file);
  } catch (error) {
    await rm(clean, { force: true });
    throw new UnreadableImageError((error as Error).message);
  }
  // sharp writes no text blocks; cut any left all the same, whatever its version does.
  await stripMetadataBlocks(file, type);
  return { width: size.width, height: size.height };
}

/** Rewrites the file without its metadata blocks, when it has any. */
async function stripMetadataBlocks(file: string, type: string): Promise<void> {
  const bytes = await readFile(file);
  const stripped = withoutMetadata(bytes, type);
  if (stripped.length !== bytes.length) await writeFile(file, stripped);
}

/** The key of one variant: `.variants/image/<name>/<width>.<format>`. */
export function variantKey(
  type: MediaType,
  name: string,
  width: number,
  format: VariantFormat,
): string {
  return `${derivedFolder(type, name)}/${width}.${format}`;
}

/** A made variant, still a local file, waiting to be put in the store. */
export interface MadeVariant {
  width: number;
  format: VariantFormat;
  file: string;
}

export interface MadeVariants {
  variants: MadeVariant[];
  /** The folder of the local files: remove it when they are stored (or not wanted). */
  folder: string;
}

/**
 * Makes the AVIF and WebP copies of a stored raster image in a folder of
 * `workRoot`: every planned width, no metadata (sharp writes none unless told
 * to), turned as the original is shown. Throws, leaving nothing behind, when
 * the image cannot be decoded.
 */
export async function makeVariants(
  store: MediaStore,
  media: { type: MediaType; name: string; width: number },
  workRoot: string,
): Promise<MadeVariants> {
  const sharp = await loadSharp();
  const folder = path.join(workRoot, randomUUID());
  await mkdir(folder, { recursive: true });
  try {
    const original = path.join(folder, 'original');
    await pipeline(await store.open(media.type, media.name), createWriteStream(original));
    const widths = plannedWidths(media.width);
    const largest = Math.max(...widths);
    // The original is decoded once, read top to bottom and shrunk to the
    // largest copy's width as it is read (a JPEG already while decoding), so
    // only a few rows of its pixels are ever held, whatever its size: a
    // 49-megapixel PNG decoded whole takes 150 MB outside V8's heap, and the
    // six copies each decoded it again. Every copy is then encoded from that
    // small image (a 1600 px wide one is about 8 MB).
    const { data, info } = await sharp(original, {
      limitInputPixels: maxPixels,
      failOn: 'error',
      sequentialRead: true,
    })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants: MadeVariant[] = [];
    for (const width of widths) {
      for (const format of VARIANT_FORMATS) {
        const file = path.join(folder, `${width}.${format}`);
        const image = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
        // Quality as the web's image services choose it: AVIF at 50 looks like
        // WebP at 75, which looks like the JPEG a phone writes at a tenth of its bytes.
        if (format === 'avif') await image.avif({ quality: 50, effort: 3 }).toFile(file);
        else await image.webp({ quality: 75 }).toFile(file);
        variants.push({ width, format, file });
      }
    }
    return { variants, folder };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Puts made variants in the store beside their original. Should one fail,
 * those already put are removed again: a set is whole or absent.
 */
export async function storeVariants(
  store: MediaStore,
  media: { type: MediaType; name: string },
  made: MadeVariants,
): Promise<void> {
  try {
    for (const variant of made.variants) {
      await store.putDerived(
        variantKey(media.type, media.name, variant.width, variant.format),
        variant.file,
      );
    }
  } catch (error) {
    await store.removeDerived(derivedFolder(media.type, media.name)).catch(() => undefined);
    throw error;
  }
}

/**
 * The size as shown of an image stored before sizes were recorded, or null
 * when sharp cannot read it. Streamed from the store: sharp needs only the
 * header.
 */
export async function readStoredImageSize(
  store: MediaStore,
  type: MediaType,
  name: string,
): Promise<ImageSize | null> {
  const sharp = await loadSharp();
  const input = await store.open(type, name);
  const reader = sharp({ limitInputPixels: maxPixels });
  input.pipe(reader);
  try {
    const { autoOrient } = await reader.metadata();
    return autoOrient.width && autoOrient.height
      ? { width: autoOrient.width, height: autoOrient.height }
      : null;
  } catch {
    return null;
  } finally {
    input.destroy();
  }
}
