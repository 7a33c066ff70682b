import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { MEDIA_TYPES } from '../../../shared/media';
import { SettingsError, type S3Settings } from '../../settings';
import { isMediaType } from './media-files';
import {
  type ByteRange,
  mediaKey,
  type MediaStore,
  orphanMediaKey,
  quarantineStamp,
  type StoredFileInfo,
} from './media-store';

/** Staged uploads: `.` cannot start a media kind, so no media URL reaches them. */
const STAGED_PREFIX = '.incoming/';
/** Objects no row accounts for are moved here, never deleted (like `media-orphans` on disk). */
const ORPHAN_PREFIX = 'media-orphans/';
/**
 * Parts of a multipart upload, and how many are sent at once: the memory an
 * upload holds is about their product, whatever the file's size.
 */
export const S3_PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;
/** A staged object without an intent here is a crash's leftover once this old. */
const STRAY_STAGED_AFTER_MS = 60 * 60 * 1000;

export function s3Client(settings: S3Settings): S3Client {
  // The SDK warns, in several lines on stderr, that its releases from 2027
  // on need Node 22. This project runs on Node 20 on purpose and installs the
  // SDK from its lock file; the warning would also break the rule that a bad
  // start says one line. An owner who sets the variable keeps their choice.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible servers do
    // not understand the newer streamed checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000 },
  });
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return statusOf(error) === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

/** The copy source header: the bucket and the key, each segment escaped. */
function copySource(bucket: string, key: string): string {
  return `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** Why an S3 call failed, in a few words that never include a secret. */
function reason(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = statusOf(error);
    return [error.name, status ? `HTTP ${status}` : ''].filter(Boolean).join(', ');
  }
  const { code, name, message } = error as { code?: string; name?: string; message?: string };
  return code ?? name ?? message ?? String(error);
}

const CREDENTIAL_ERRORS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'InvalidToken',
  'ExpiredToken',
  'CredentialsProviderError',
]);

/**
 * Checks at start that the bucket exists and takes these credentials, for
 * reading and writing (a tiny object written and deleted), so a wrong setting
 * stops the start with one line instead of failing the first upload.
 */
export async function checkBucket(client: S3Client, settings: S3Settings): Promise<void> {
  const where = settings.endpoint ?? `S3 (${settings.region})`;
  const bucket = settings.bucket;
  const fail = (error: unknown): never => {
    const status = statusOf(error);
    const name = (error as { name?: string }).name ?? '';
    if (status === 404 || name === 'NoSuchBucket' || name === 'NotFound') {
      throw new SettingsError(
        `Invalid setting S3_BUCKET: bucket "${bucket}" not found at ${where}`,
      );
    }
    if (status === 401 || status === 403 || CREDENTIAL_ERRORS.has(name)) {
      throw new SettingsError(
        `Invalid setting S3_ACCESS_KEY_ID: the bucket refused these credentials (${reason(error)})`,
      );
    }
    if (status === undefined) {
      throw new SettingsError(
        `Invalid setting S3_ENDPOINT: could not reach ${where} (${reason(error)})`,
      );
    }
    throw new SettingsError(
      `Invalid setting S3_BUCKET: bucket "${bucket}" at ${where} answered ${reason(error)}`,
    );
  };
  await client.send(new HeadBucketCommand({ Bucket: bucket })).catch(fail);
  const probe = `${STAGED_PREFIX}start-check`;
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: probe, Body: 'ok' })).catch(fail);
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: probe })).catch(fail);
}

/**
 * Media bytes in a bucket, under the same keys as on disk. The bucket stays
 * private: every download goes through the server, which checks who may see
 * the file and streams the object (or the asked range) to the client.
 */
export function s3MediaStore(
  client: S3Client,
  bucket: string,
  options: { strayStagedAfterMs: number } = { strayStagedAfterMs: STRAY_STAGED_AFTER_MS },
): MediaStore {
  const staged = (id: string) => `${STAGED_PREFIX}${id}`;

  async function listObjects(prefix: string): Promise<{ key: string; modified: number }[]> {
    const objects: { key: string; modified: number }[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) {
          objects.push({ key: object.Key, modified: object.LastModified?.getTime() ?? 0 });
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }
  const listKeys = async (prefix: string) =>
    (await listObjects(prefix)).map((object) => object.key);

  async function listMedia(): Promise<{ key: string; modified: number }[]> {
    const all = await Promise.all(MEDIA_TYPES.map((type) => listObjects(`${type}/`)));
    return all.flat().filter((object) => isMediaType(object.key.split('/')[0] ?? ''));
  }

  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  };

  async function move(from: string, to: string): Promise<boolean> {
    try {
      await client.send(
        new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: copySource(bucket, from) }),
      );
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    await remove(from);
    return true;
  }

  async function statKey(key: string): Promise<StoredFileInfo | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      const size = head.ContentLength ?? 0;
      const modified = head.LastModified ?? new Date(0);
      return { size, modified, version: `${head.ETag ?? ''}-${size}-${modified.getTime()}` };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function openKey(key: string, range?: ByteRange): Promise<Readable> {
    const object = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    if (!(object.Body instanceof Readable)) throw new Error('S3 returned no body stream');
    return object.Body;
  }

  return {
    kind: 's3',
    location: `bucket ${bucket}`,

    async stage(id, upload) {
      // Streamed from the uploaded file in parts: never the whole file in memory.
      await new Upload({
        client,
        params: { Bucket: bucket, Key: staged(id), Body: createReadStream(upload) },
        partSize: S3_PART_BYTES,
        queueSize: PARTS_AT_ONCE,
      }).done();
    },

    async promote(id, type, name) {
      // A copy inside the bucket replaces the object at once; a staged object
      // already gone was promoted by the run that crashed.
      await move(staged(id), mediaKey(type, name));
    },

    dropStaged: (id) => remove(staged(id)),

    async stagedIds() {
      // Several servers may share the bucket (and the database): a staged
      // object without an intent on this server's disk may be another one's
      // write in progress, which is seconds old at most. Only older ones are
      // leftovers of a crash; those with an intent here are replayed anyway.
      const before = Date.now() - options.strayStagedAfterMs;
      return (await listObjects(STAGED_PREFIX))
        .filter((object) => object.modified < before)
        .map((object) => object.key.slice(STAGED_PREFIX.length));
    },

    stat: (type, name) => statKey(mediaKey(type, name)),

    open: (type, name, range) => openKey(mediaKey(type, name), range),

    remove: (type, name) => remove(mediaKey(type, name)),

    async keys() {
      return (await listMedia()).map((object) => object.key);
    },

    list: listMedia,

    async quarantine(keys) {
      const target = `${ORPHAN_PREFIX}${quarantineStamp()}/`;
      for (const key of keys) await move(key, `${target}${key}`);
      return `s3://${bucket}/${target}`;
    },

    async orphans() {
      return (await listKeys(ORPHAN_PREFIX)).map((key) => key.slice(ORPHAN_PREFIX.length));
    },

    async restoreOrphan(orphan) {
      const key = orphanMediaKey(orphan);
      if (key === null) return 'gone';
      if (await statKey(key)) return 'taken';
      return (await move(`${ORPHAN_PREFIX}${orphan}`, key)) ? 'restored' : 'gone';
    },

    async putDerived(key, file) {
      // A variant is a few hundred KB at most: one PUT, which S3 applies whole or not at all.
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: await readFile(file) }),
      );
    },

    statDerived: statKey,

    openDerived: openKey,

    async removeDerived(prefix) {
      for (const key of await listKeys(`${prefix}/`)) await remove(key);
    },

    derivedKeys: () => listKeys('.variants/'),

    listDerived: () => listObjects('.variants/'),
  };
}
