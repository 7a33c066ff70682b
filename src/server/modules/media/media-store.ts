import { createReadStream, existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaType } from '../../../shared/media';
import {
  isInside,
  isMediaType,
  mediaFilePath,
  mediaRoot,
  moveFile,
  removeFile,
  storedName,
} from './media-files';
import { journalRoot, stagedFile } from './media-journal';

/** What a download needs to know of a stored file before sending it. */
export interface StoredFileInfo {
  size: number;
  modified: Date;
  /**
   * Changes whenever the bytes may have changed (a new file, a new size or
   * time): the ETag is derived from it.
   */
  version: string;
}

/** A stored file or object and when it was last written (milliseconds since 1970). */
export interface StoredObject {
  key: string;
  modified: number;
}

/** What restoring one moved-aside file did. */
export type OrphanRestore = 'restored' | 'taken' | 'gone';

/** An inclusive byte range, as HTTP counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes live: the data folder (the default) or a bucket. Files
 * are addressed by kind and name; the key `<type>/<stored name>` is the same
 * in both (long names shortened the same way). A write is staged under a
 * journal id first and promoted to its key once its row has committed (see
 * media-journal.ts); the journal's intents stay on the local disk either way.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** Where the bytes are, for log lines and messages. */
  readonly location: string;
  /** Takes an uploaded temporary file as the staged file of journal entry `id`. */
  stage(id: string, upload: string): Promise<void>;
  /**
   * Puts the staged file of `id` at its key, replacing what was there in one
   * step. Safe to repeat: a staged file already promoted is not an error.
   */
  promote(id: string, type: MediaType, name: string): Promise<void>;
  /** Forgets a staged file (missing is fine). */
  dropStaged(id: string): Promise<void>;
  /**
   * Journal ids with a staged file that recovery may settle even without an
   * intent on this disk (in a shared bucket: only those old enough).
   */
  stagedIds(): Promise<string[]>;
  stat(type: MediaType, name: string): Promise<StoredFileInfo | null>;
  /** The bytes of a stored file, or of one range of them. */
  open(type: MediaType, name: string, range?: ByteRange): Promise<Readable>;
  /** Removes a stored file (missing is fine). */
  remove(type: MediaType, name: string): Promise<void>;
  /** Every stored file's key (`<type>/<stored name>`), staged files left out. */
  keys(): Promise<string[]>;
  /** The same files as `keys`, each with the time it was last written. */
  list(): Promise<StoredObject[]>;
  /** Moves files no row accounts for out of the media keys, never deleting them; answers where to. */
  quarantine(keys: string[]): Promise<string>;
  /** Files moved aside by `quarantine`, as `<time>/<type>/<stored name>`. */
  orphans(): Promise<string[]>;
  /**
   * Moves one file moved aside (as `orphans` names it) back to its key when
   * no file is there: `taken` leaves it where it is, `gone` means it no
   * longer exists (another run restored it).
   */
  restoreOrphan(orphan: string): Promise<OrphanRestore>;
  /**
   * Files made from a media file (an image's smaller copies), under
   * `.variants/`: `.` cannot start a media kind, so they never pass for
   * media of their own, and `keys()` leaves them out. Each is written whole
   * or not at all.
   */
  putDerived(key: string, file: string): Promise<void>;
  statDerived(key: string): Promise<StoredFileInfo | null>;
  openDerived(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes every derived file under `prefix` (a media file's folder; none is fine). */
  removeDerived(prefix: string): Promise<void>;
  /** Every derived file's key (`.variants/<type>/<stored name>/<file>`). */
  derivedKeys(): Promise<string[]>;
  /** The same files as `derivedKeys`, each with the time it was last written. */
  listDerived(): Promise<StoredObject[]>;
}

/** Where the files made from a media file live: `.variants/<type>/<stored name>`. */
export function derivedFolder(type: MediaType, name: string): string {
  return `${DERIVED_ROOT}/${type}/${storedName(name)}`;
}

const DERIVED_ROOT = '.variants';

/** The key of a media file: its kind and its stored name (as the disk names it). */
export function mediaKey(type: MediaType, name: string): string {
  return `${type}/${storedName(name)}`;
}

/** Files under `folder` that are not folders, as absolute paths. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Where files under the media folder that no row accounts for are moved, never deleted. */
export function orphanRoot(dataDir: string): string {
  return path.join(dataDir, 'media-orphans');
}

/** A quarantine folder name from the time: sortable and free of `:`. */
export function quarantineStamp(): string {
  return new Date().toISOString().replace(/:/g, '-');
}

/** Each file with its modification time (a file gone meanwhile is left out). */
async function withTimes(files: string[], keyOf: (file: string) => string) {
  const listed: StoredObject[] = [];
  for (const file of files) {
    const stats = await stat(file).catch(() => null);
    if (stats) listed.push({ key: keyOf(file), modified: stats.mtimeMs });
  }
  return listed;
}

/** `<time>/<type>/<stored name>` of a moved-aside file: its media key is all but the first part. */
export function orphanMediaKey(orphan: string): string | null {
  const [stamp, type, ...rest] = orphan.split('/');
  const parts = [stamp, ...rest];
  if (
    !type ||
    !isMediaType(type) ||
    rest.length === 0 ||
    parts.some((part) => !part || part === '..')
  ) {
    return null;
  }
  return [type, ...rest].join('/');
}

/** Media files in `DATA_DIR/media/<type>/<name>` (the default). */
export function diskMediaStore(dataDir: string): MediaStore {
  const root = mediaRoot(dataDir);
  const journal = journalRoot(dataDir);

  function fileOf(type: MediaType, name: string): string {
    const file = mediaFilePath(dataDir, type, name);
    if (!file) throw new Error(`Invalid media path: ${type}/${name}`);
    return file;
  }

  const derivedRoot = path.join(root, DERIVED_ROOT);
  /** Keys are made by derivedFolder from checked names; the check only guards the path. */
  function derivedFile(key: string): string {
    const file = path.join(root, key);
    if (!isInside(derivedRoot, file)) throw new Error(`Invalid derived media path: ${key}`);
    return file;
  }

  async function statFile(file: string): Promise<StoredFileInfo | null> {
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    return {
      size: stats.size,
      modified: stats.mtime,
      // A replaced file is a new inode, an edited one a new size or mtime.
      version: `${stats.ino}-${stats.size}-${stats.mtimeMs}`,
    };
  }

  const keyOf = (file: string) => path.relative(root, file).split(path.sep).join('/');

  async function mediaFiles(): Promise<string[]> {
    return (await filesUnder(root)).filter(
      (file) => !isInside(journal, file) && !isInside(derivedRoot, file),
    );
  }

  async function openFile(file: string, range?: ByteRange): Promise<Readable> {
    const stream = createReadStream(file, range ?? {});
    // Fails here (a file gone since its stat) rather than mid-response.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  return {
    kind: 'disk',
    location: root,

    async stage(id, upload) {
      await mkdir(journal, { recursive: true });
      await moveFile(upload, stagedFile(dataDir, id));
    },

    async promote(id, type, name) {
      const file = fileOf(type, name);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await rename(stagedFile(dataDir, id), file);
      } catch (error) {
        // Already moved by the run that crashed; anything else is a real failure.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },

    dropStaged: (id) => removeFile(stagedFile(dataDir, id)),

    async stagedIds() {
      const files = await readdir(journal).catch(() => [] as string[]);
      return files.filter((file) => file.endsWith('.file')).map((file) => file.slice(0, -5));
    },

    stat: (type, name) => statFile(fileOf(type, name)),

    open: (type, name, range) => openFile(fileOf(type, name), range),

    remove: (type, name) => removeFile(fileOf(type, name)),

    async derivedKeys() {
      return (await filesUnder(derivedRoot)).map(keyOf);
    },

    async listDerived() {
      return withTimes(await filesUnder(derivedRoot), keyOf);
    },

    async keys() {
      return (await mediaFiles()).map(keyOf);
    },

    async list() {
      return withTimes(await mediaFiles(), keyOf);
    },

    async orphans() {
      const orphans = orphanRoot(dataDir);
      return (await filesUnder(orphans)).map((file) =>
        path.relative(orphans, file).split(path.sep).join('/'),
      );
    },

    async restoreOrphan(orphan) {
      const key = orphanMediaKey(orphan);
      const from = path.join(orphanRoot(dataDir), orphan);
      const to = key === null ? '' : path.join(root, key);
      if (key === null || !isInside(orphanRoot(dataDir), from) || !isInside(root, to)) {
        return 'gone';
      }
      if (!existsSync(from)) return 'gone';
      if (existsSync(to)) return 'taken';
      await moveFile(from, to);
      return 'restored';
    },

    async quarantine(keys) {
      const target = path.join(orphanRoot(dataDir), quarantineStamp());
      for (const key of keys) {
        const to = path.join(target, key);
        // Keys come from readdir under root; the check only guards the move.
        if (!isInside(target, to)) continue;
        await moveFile(path.join(root, key), to);
      }
      return target;
    },

    async putDerived(key, file) {
      const target = derivedFile(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Copied beside its place, then renamed: a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await copyFile(file, partial);
        await rename(partial, target);
      } catch (error) {
        await removeFile(partial);
        throw error;
      }
    },

    statDerived: (key) => statFile(derivedFile(key)),

    openDerived: (key, range) => openFile(derivedFile(key), range),

    async removeDerived(prefix) {
      await rm(derivedFile(prefix), { recursive: true, force: true });
    },
  };
}
