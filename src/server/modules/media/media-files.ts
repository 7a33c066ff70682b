import { createHash } from 'node:crypto';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_NAME_PATTERN, MEDIA_TYPES, type MediaType } from '../../../shared/media';

/** Where media files live: `DATA_DIR/media/<type>/<name>`. */
export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}

/**
 * Uploads land here while they are parsed, one folder per request, on the same
 * disk as the media folder so moving a file into place is a rename.
 */
export function uploadTempRoot(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads');
}

/** True when `candidate` is strictly inside `root`, after resolving `..` and the like. */
export function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(path.resolve(root), path.resolve(candidate));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

export function isMediaType(value: string): value is MediaType {
  return (MEDIA_TYPES as readonly string[]).includes(value);
}

export function isMediaName(value: string): boolean {
  return value.length <= 256 && MEDIA_NAME_PATTERN.test(value);
}

/** Longest file name most file systems allow (NAME_MAX, in bytes; names are ASCII). */
const MAX_DISK_NAME = 255;

/**
 * The file name on disk: the media name itself, except that names may be 256
 * characters long and file systems stop at 255. Longer ones keep a
 * prefix and a hash; `~` never occurs in a media name, so no clash is possible.
 */
export function storedName(name: string): string {
  if (name.length <= MAX_DISK_NAME) return name;
  return `${name.slice(0, 200)}~${createHash('sha256').update(name).digest('hex').slice(0, 32)}`;
}

/**
 * The file of a media item, or null for any `type`/`name` that is not a known
 * kind and a valid name or that would resolve outside the media folder. Both
 * checks: the pattern already forbids separators, the containment check keeps
 * it so if the pattern ever loosens.
 */
export function mediaFilePath(dataDir: string, type: string, name: string): string | null {
  if (!isMediaType(type) || !isMediaName(name)) return null;
  const root = mediaRoot(dataDir);
  const file = path.join(root, type, storedName(name));
  return isInside(path.join(root, type), file) ? file : null;
}

/** Moves a file into place, creating its folder; copies when the two are on different disks. */
export async function moveFile(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

export async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true });
}
