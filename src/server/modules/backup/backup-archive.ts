import { createHash } from 'node:crypto';
import path from 'node:path';
import * as tar from 'tar';
import type { VariantFormat } from '../../../shared/image-variants';
import type { MediaType } from '../../../shared/media';
import { variantKey } from '../media/image-variants';
import { mediaFilePath } from '../media/media-files';
import {
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  backupManifestSchema,
  DATABASE_PATH,
  MANIFEST_PATH,
  MEDIA_PREFIX,
} from './backup-manifest';

interface ArchiveEntry {
  type: string;
  size: number;
  sha256: string;
}

/** Manifests are small; anything bigger is not one of ours. */
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

/**
 * Every entry of an archive with its type, size and sha256, read as a stream
 * (nothing is written to disk), plus the manifest's text.
 */
async function readEntries(file: string) {
  const entries = new Map<string, ArchiveEntry>();
  const duplicates: string[] = [];
  const reading: Promise<void>[] = [];
  let manifestText: string | null = null;
  await tar.t({
    file,
    strict: true,
    // Our own archives: the checksums are what guards them, and a database
    // full of freed (zeroed) pages compresses far beyond tar's default ratio.
    maxDecompressionRatio: Infinity,
    onReadEntry: (entry) => {
      const entryPath = entry.path;
      if (entries.has(entryPath)) duplicates.push(entryPath);
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let size = 0;
      const isManifest = entryPath === MANIFEST_PATH;
      reading.push(
        new Promise<void>((resolve, reject) => {
          entry.on('data', (chunk: Buffer) => {
            hash.update(chunk);
            size += chunk.length;
            if (isManifest && size <= MAX_MANIFEST_BYTES) chunks.push(chunk);
          });
          entry.on('end', () => {
            entries.set(entryPath, { type: entry.type, size, sha256: hash.digest('hex') });
            if (isManifest) manifestText = Buffer.concat(chunks).toString('utf8');
            resolve();
          });
          entry.on('error', reject);
        }),
      );
    },
  });
  await Promise.all(reading);
  return { entries, duplicates, manifestText: manifestText as string | null };
}

function parseManifest(text: string | null): BackupManifest {
  if (text === null)
    throw new BackupError('Not a portfolio backup: the archive has no manifest.json');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('Damaged backup: manifest.json is not valid JSON');
  }
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup has format version ${version}; this version of the app reads up to ${BACKUP_FORMAT_VERSION}. Update the app first.`,
    );
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(
      `Not a portfolio backup: manifest.json is invalid at ${issue?.path.join('.') || 'its root'} (${issue?.message ?? 'invalid'})`,
    );
  }
  return parsed.data;
}

/**
 * The path a media row's file must have in the archive (and under DATA_DIR),
 * computed the way the media module places files; null for a row that names
 * no valid file.
 */
export function mediaArchivePath(type: string, name: string): string | null {
  const root = path.resolve('/portfolio-data');
  const file = mediaFilePath(root, type, name);
  return file ? path.relative(root, file).split(path.sep).join('/') : null;
}

/**
 * The path of an image's smaller copy in the archive (and under DATA_DIR):
 * `media/` and its key in the store, or null when the row names no valid file.
 */
export function variantArchivePath(
  type: string,
  name: string,
  width: number,
  format: VariantFormat,
): string | null {
  if (!mediaArchivePath(type, name)) return null;
  return `${MEDIA_PREFIX}${variantKey(type as MediaType, name, width, format)}`;
}

/**
 * Reads a whole archive and checks it against its manifest: the format, no
 * entry but regular files, every listed file present exactly once with its
 * size and sha256, and nothing unlisted. Returns the manifest; throws a
 * BackupError naming the first problem.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  let read;
  try {
    read = await readEntries(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`Damaged backup: ${file} cannot be read as a .tar.gz (${reason})`);
  }
  const manifest = parseManifest(read.manifestText);
  if (read.duplicates.length > 0) {
    throw new BackupError(`Damaged backup: ${read.duplicates[0]} appears twice in the archive`);
  }

  const expected = new Map<string, { size: number; sha256: string }>([
    [DATABASE_PATH, manifest.database],
  ]);
  for (const media of manifest.files) {
    if (mediaArchivePath(media.type, media.name) !== media.path) {
      throw new BackupError(
        `Damaged backup: the manifest lists an invalid media path ${media.path}`,
      );
    }
    if (expected.has(media.path)) {
      throw new BackupError(`Damaged backup: the manifest lists ${media.path} twice`);
    }
    expected.set(media.path, media);
  }
  const images = new Map(manifest.files.map((media) => [media.mediaId, media]));
  for (const variant of manifest.variants) {
    const image = images.get(variant.mediaId);
    const wanted =
      image && variantArchivePath(image.type, image.name, variant.width, variant.format);
    if (!wanted || wanted !== variant.path || expected.has(variant.path)) {
      throw new BackupError(
        `Damaged backup: the manifest lists an invalid image copy ${variant.path}`,
      );
    }
    expected.set(variant.path, variant);
  }

  // An archive packed again by hand (`tar czf … media`) also lists the folders.
  const folders = new Set(
    [...expected.keys()].flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`),
    ),
  );
  for (const [entryPath, entry] of read.entries) {
    if (entryPath === MANIFEST_PATH) continue;
    if (entry.type === 'Directory' && folders.has(entryPath.replace(/\/?$/, '/'))) continue;
    if (!expected.has(entryPath)) {
      throw new BackupError(
        `Damaged backup: ${entryPath} is in the archive but not in its manifest`,
      );
    }
    if (entry.type !== 'File') {
      throw new BackupError(`Damaged backup: ${entryPath} is a ${entry.type}, not a plain file`);
    }
  }
  for (const [entryPath, want] of expected) {
    const entry = read.entries.get(entryPath);
    if (!entry) throw new BackupError(`Damaged backup: ${entryPath} is missing from the archive`);
    if (entry.size !== want.size || entry.sha256 !== want.sha256) {
      throw new BackupError(
        `Damaged backup: ${entryPath} does not match its checksum in the manifest`,
      );
    }
  }
  return manifest;
}

/** Every path the archive must hold, manifest first. */
export function archivePaths(manifest: BackupManifest): string[] {
  return [
    MANIFEST_PATH,
    DATABASE_PATH,
    ...manifest.files.map((media) => media.path),
    ...manifest.variants.map((variant) => variant.path),
  ];
}
