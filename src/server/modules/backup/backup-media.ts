import { createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { MEDIA_TYPES } from '../../../shared/media';
import type { S3Settings } from '../../settings';
import { mediaRoot } from '../media/media-files';

/** A reason to take the snapshot again: the stored files moved on from it. */
export class Inconsistent extends Error {}

/** Where copies of images live in either store (`.variants/<type>/<stored name>/…`). */
const VARIANTS_PREFIX = '.variants/';

/**
 * The media store a backup reads, by key (`<type>/<stored name>`, and
 * `.variants/…` for images' copies). A file is taken only if it is still the
 * very one listed before the database snapshot: the server never edits a
 * stored file in place, it replaces it (a new inode on disk, a new ETag in a
 * bucket), so an unchanged identity means unchanged bytes.
 */
export interface MediaSnapshotSource {
  readonly kind: 'disk' | 's3';
  /** For messages: `on disk`, `in the bucket`. */
  readonly where: string;
  /** Every stored file and copy with its identity, listed before the snapshot. */
  identities(): Promise<Map<string, string>>;
  /** Writes the file at `key` to `file`; throws Inconsistent when it is no longer `identity`. */
  take(key: string, identity: string, file: string): Promise<void>;
  close(): void;
}

/** A hard link freezes the bytes at no cost; a copy where links are not possible. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') {
      throw error;
    }
    await copyFile(from, to);
  }
}

const diskIdentity = (stats: { dev: number; ino: number; size: number; mtimeMs: number }) =>
  `${stats.dev}-${stats.ino}-${stats.size}-${stats.mtimeMs}`;

function diskSource(dataDir: string): MediaSnapshotSource {
  const root = mediaRoot(dataDir);
  return {
    kind: 'disk',
    where: 'on disk',
    async identities() {
      const found = new Map<string, string>();
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name));
        const posix = key.split(path.sep).join('/');
        // `.incoming` is the media journal: staged uploads, no stored file.
        if (posix.startsWith('.incoming/')) continue;
        const stats = await stat(path.join(root, key)).catch(() => null);
        if (stats?.isFile()) found.set(posix, diskIdentity(stats));
      }
      return found;
    },
    async take(key, identity, file) {
      const source = path.join(root, ...key.split('/'));
      try {
        await linkOrCopy(source, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          throw new Inconsistent(`media/${key} was deleted while the backup ran`);
        }
        throw error;
      }
      const now = await stat(source).catch(() => null);
      if (!now || diskIdentity(now) !== identity) {
        throw new Inconsistent(`media/${key} changed while the backup ran`);
      }
    },
    close: () => undefined,
  };
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

function bucketSource(client: S3Client, bucket: string): MediaSnapshotSource {
  return {
    kind: 's3',
    where: 'in the bucket',
    async identities() {
      const found = new Map<string, string>();
      // The media kinds and the copies only: staged uploads and moved-aside
      // objects are no stored file.
      for (const prefix of [...MEDIA_TYPES.map((type) => `${type}/`), VARIANTS_PREFIX]) {
        let token: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
          );
          for (const object of page.Contents ?? []) {
            if (object.Key) found.set(object.Key, `${object.ETag ?? ''}-${object.Size ?? 0}`);
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      }
      return found;
    },
    async take(key, identity, file) {
      let object;
      try {
        object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissing(error))
          throw new Inconsistent(`media/${key} was deleted while the backup ran`);
        throw error;
      }
      const body = object.Body;
      // A GET reads one version of the object whole: if it is the version
      // listed before the snapshot, these are the snapshot's bytes.
      if (`${object.ETag ?? ''}-${object.ContentLength ?? 0}` !== identity) {
        if (body instanceof Readable) body.destroy();
        throw new Inconsistent(`media/${key} changed while the backup ran`);
      }
      if (!(body instanceof Readable)) throw new Error('S3 returned no body stream');
      await mkdir(path.dirname(file), { recursive: true });
      // Streamed to the staging folder: never the whole object in memory.
      await pipeline(body, createWriteStream(file));
    },
    close: () => client.destroy(),
  };
}

/** The store the settings name: the data folder, or the bucket (checked first, as a start does). */
export async function openSnapshotSource(
  dataDir: string,
  s3: S3Settings | undefined,
): Promise<MediaSnapshotSource> {
  if (!s3) return diskSource(dataDir);
  const { checkBucket, s3Client } = await import('../media/media-store-s3');
  const client = s3Client(s3);
  try {
    await checkBucket(client, s3);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return bucketSource(client, s3.bucket);
}
