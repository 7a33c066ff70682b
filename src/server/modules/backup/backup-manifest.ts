import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';

/** What a backup archive holds (decision 0022). */
export const BACKUP_FORMAT = 'portfolio-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';
export const DATABASE_PATH = 'database.sqlite';
/** Media files sit in the archive as they sit in DATA_DIR: `media/<type>/<file>`. */
export const MEDIA_PREFIX = 'media/';

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);
const sizeSchema = z.number().int().min(0);

export const backupFileSchema = z.object({
  /** Relative to the archive root and to DATA_DIR alike. */
  path: z.string().min(1),
  size: sizeSchema,
  sha256: sha256Schema,
  mediaId: z.number().int(),
  name: z.string(),
  type: z.string(),
});

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.object({
    path: z.literal(DATABASE_PATH),
    size: sizeSchema,
    sha256: sha256Schema,
    /** Applied migrations: a restore refuses a schema newer than its code. */
    migrations: z.array(z.string()),
    rowCounts: z.record(z.string(), sizeSchema),
  }),
  media: z.object({ files: sizeSchema, bytes: sizeSchema }),
  /** Exactly the files the snapshot's media rows name. */
  files: z.array(backupFileSchema),
});

export type BackupFile = z.infer<typeof backupFileSchema>;
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** An error whose message is the one line an operator reads. */
export class BackupError extends Error {}

/**
 * Backups and restores read and write media files in the data folder. With
 * the media in a bucket they refuse, in one line, rather than write an
 * archive without the media or restore rows whose objects are elsewhere: the
 * bucket is backed up by the storage's own means (decision 0041).
 */
export function refuseMediaInBucket(
  s3: { bucket: string } | undefined,
  action: 'backup' | 'restore',
): void {
  if (!s3) return;
  throw new BackupError(
    `npm run ${action} covers media on the disk only, and S3_BUCKET keeps them in bucket "${s3.bucket}": ` +
      `back up the bucket with the storage's own tools (object versioning or replication, or a copy such as ` +
      `"aws s3 sync s3://${s3.bucket} <folder>") and the database with its own, or unset S3_BUCKET for a disk install`,
  );
}
