import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { bucketSettings, type S3Settings } from '../../settings';
import { isInside, isMediaType, mediaRoot, moveFile } from '../media/media-files';
import { diskMediaStore, type MediaStore } from '../media/media-store';
import { checkBucket, S3_PART_BYTES, s3Client, s3MediaStore } from '../media/media-store-s3';
import { CopyError } from './copy-error';

/** Where media files are read from or written to by a copy, by their stored key (`<type>/<file>`). */
export interface MediaEndpoint {
  readonly kind: 'disk' | 's3';
  /** For messages: the folder, or `s3://bucket`. */
  readonly location: string;
  /** Every stored file's key, sorted (staged uploads and quarantined files left out). */
  keys(): Promise<string[]>;
  /** Every stored copy of an image (`.variants/<type>/<stored name>/<width>.<format>`), sorted. */
  derivedKeys(): Promise<string[]>;
  read(key: string): Promise<Readable>;
  /** Writes the stream under `key`, replacing what was there; the stream is never held whole. */
  write(key: string, bytes: Readable): Promise<void>;
  /** Moves files aside, never deleting them; answers where to. */
  quarantine(keys: string[]): Promise<string>;
  /**
   * Moves files under `folder` (a folder of the data folder, a prefix of the
   * bucket), keeping their keys, never deleting them; answers where to.
   */
  moveAside(keys: string[], folder: string): Promise<string>;
  close(): void;
}

/**
 * A media location as the copy's flags name it: `s3://bucket` (endpoint,
 * region and credentials from the S3_* settings), or a data folder holding
 * `media/<type>/<file>` as DATA_DIR does.
 */
export type MediaLocation = { kind: 'disk'; dataDir: string } | { kind: 's3'; bucket: string };

export function parseMediaLocation(value: string, flag: string): MediaLocation {
  if (/^s3:/i.test(value)) {
    const match = /^s3:\/\/([^/]+)\/?$/i.exec(value);
    if (!match) {
      throw new CopyError(
        `${flag} ${value}: give the bucket alone (s3://bucket): the server keeps media at the bucket's root, so a copy under a prefix would not be found`,
      );
    }
    return { kind: 's3', bucket: match[1] ?? '' };
  }
  return { kind: 'disk', dataDir: path.resolve(value.replace(/^file:(\/\/)?/, '')) };
}

/**
 * The folder given for `--media-from` must be a data folder: one holding a
 * `media` folder, or nothing yet. A media folder itself (its kinds directly
 * inside) is the likely slip, and is named.
 */
async function checkDataFolder(dataDir: string, flag: string, mustExist: boolean): Promise<void> {
  if (!existsSync(dataDir)) {
    if (mustExist) throw new CopyError(`${flag} ${dataDir}: no such folder`);
    return;
  }
  if (!statSync(dataDir).isDirectory()) throw new CopyError(`${flag} ${dataDir}: not a folder`);
  if (existsSync(mediaRoot(dataDir))) return;
  const entries = await readdir(dataDir);
  if (entries.some(isMediaType)) {
    throw new CopyError(
      `${flag} ${dataDir} looks like a media folder: give the data folder that holds it (${path.dirname(dataDir)})`,
    );
  }
}

function diskEndpoint(dataDir: string): MediaEndpoint {
  const store = diskMediaStore(dataDir);
  const root = mediaRoot(dataDir);
  const fileOf = (key: string) => {
    const file = path.join(root, ...key.split('/'));
    if (!isInside(root, file)) throw new Error(`Invalid media key: ${key}`);
    return file;
  };
  return {
    kind: 'disk',
    location: root,
    keys: async () => (await store.keys()).sort(),
    derivedKeys: async () => (await store.derivedKeys()).sort(),
    read: async (key) => createReadStream(fileOf(key)),
    async write(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a file is either whole or absent.
      const partial = `${file}.copying`;
      try {
        await pipeline(bytes, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    quarantine: (keys) => store.quarantine(keys),
    async moveAside(keys, folder) {
      const target = path.join(dataDir, folder, 'media');
      for (const key of keys) await moveFile(fileOf(key), path.join(target, ...key.split('/')));
      return target;
    },
    close: () => undefined,
  };
}

function bucketEndpoint(client: S3Client, bucket: string, store: MediaStore): MediaEndpoint {
  return {
    kind: 's3',
    location: `s3://${bucket}`,
    keys: async () => (await store.keys()).sort(),
    derivedKeys: async () => (await store.derivedKeys()).sort(),
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned no body stream');
      return object.Body;
    },
    async write(key, bytes) {
      // In parts, as the server's uploads: the memory held does not grow with the file.
      await new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: bytes },
        partSize: S3_PART_BYTES,
        queueSize: 2,
      }).done();
    },
    quarantine: (keys) => store.quarantine(keys),
    async moveAside(keys, folder) {
      for (const key of keys) {
        // A copy inside the bucket, then the original goes: never a loss.
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: `${folder}/${key}`,
            CopySource: `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
          }),
        );
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      }
      return `s3://${bucket}/${folder}/`;
    },
    close: () => client.destroy(),
  };
}

/**
 * Opens a copy's media location: a bucket is checked first (exists, takes the
 * credentials for reading and writing), a source folder must exist.
 */
export async function openMediaEndpoint(
  location: MediaLocation,
  flag: string,
  role: 'source' | 'target',
  env: NodeJS.ProcessEnv = process.env,
): Promise<MediaEndpoint> {
  if (location.kind === 'disk') {
    await checkDataFolder(location.dataDir, flag, role === 'source');
    return diskEndpoint(location.dataDir);
  }
  return openBucketEndpoint(bucketSettings(location.bucket, env));
}

/** A bucket as the settings name it, checked first (exists, takes the credentials). */
export async function openBucketEndpoint(settings: S3Settings): Promise<MediaEndpoint> {
  const client = s3Client(settings);
  try {
    await checkBucket(client, settings);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return bucketEndpoint(client, settings.bucket, s3MediaStore(client, settings.bucket));
}

export interface FileCheck {
  key: string;
  size: number;
  sha256: string;
}

/** The size and sha256 of bytes as they stream by, without holding them. */
function measuring(): { through: Transform; result(): { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { through, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Streams every file of `from` to the same key in `to`, one at a time;
 * answers each file's size and sha256 as read from the source.
 */
export async function copyMedia(
  from: MediaEndpoint,
  to: MediaEndpoint,
  keys: string[],
): Promise<FileCheck[]> {
  const copied: FileCheck[] = [];
  for (const key of keys) {
    const source = await from.read(key);
    const measure = measuring();
    const passing = source.pipe(measure.through);
    source.once('error', (error) => passing.destroy(error));
    await to.write(key, passing);
    copied.push({ key, ...measure.result() });
  }
  return copied;
}

/** Each file's size and sha256 as stored now. */
export async function checkMedia(endpoint: MediaEndpoint, keys: string[]): Promise<FileCheck[]> {
  const checks: FileCheck[] = [];
  for (const key of keys) {
    const measure = measuring();
    // The bytes are only counted and hashed: a sink that keeps nothing.
    await pipeline(
      await endpoint.read(key),
      measure.through,
      new Writable({ write: (_chunk, _encoding, done) => done() }),
    );
    checks.push({ key, ...measure.result() });
  }
  return checks;
}
