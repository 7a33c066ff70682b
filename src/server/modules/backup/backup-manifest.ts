import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';

/** What a backup archive holds (decisions 0022 and 0087). */
export const BACKUP_FORMAT = 'portfolio-backup';
/** 2: the images' smaller copies and the setup the backup came from are in the archive. */
export const BACKUP_FORMAT_VERSION = 2;
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

/** One smaller copy of an image (`media/.variants/<type>/<stored name>/<width>.<format>`). */
export const backupVariantSchema = z.object({
  path: z.string().min(1),
  size: sizeSchema,
  sha256: sha256Schema,
  /** The media row whose image it is a copy of. */
  mediaId: z.number().int(),
  width: z.number().int().min(1),
  format: z.enum(['avif', 'webp']),
});

/** Where a backup was taken: the database engine and where the media bytes lived. */
export const backupSetupSchema = z.object({
  database: z.enum(['sqlite', 'postgres']),
  media: z.enum(['disk', 's3']),
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
  /** The copies the snapshot's rows list (format 1 had none). */
  variants: z.array(backupVariantSchema).default([]),
  /** Format 1 was only ever taken of SQLite with the media on disk. */
  setup: backupSetupSchema.default({ database: 'sqlite', media: 'disk' }),
});

export type BackupFile = z.infer<typeof backupFileSchema>;
export type BackupVariant = z.infer<typeof backupVariantSchema>;
export type BackupSetup = z.infer<typeof backupSetupSchema>;
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** An error whose message is the one line an operator reads. */
export class BackupError extends Error {}

/** A setup in a few words, for messages: `SQLite with the media on disk`. */
export function describeSetup(setup: BackupSetup): string {
  return `${setup.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} with the media ${
    setup.media === 'disk' ? 'on disk' : 'in a bucket'
  }`;
}
