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
