import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { send, type Target } from './durability-client';
import { MARKER_PATTERN, sha256, type Snapshot, type Tracked } from './durability-workload';

/**
 * Reading back what survived: through the API as the admin (messages,
 * categories, tools, media rows and their files), on disk (files without a
 * row, rows without a file, temporary files) and in the SQLite file itself
 * (integrity and foreign keys), opened read-only once the server has stopped.
 */

interface ListReply<T> {
  items: T[];
  metadata: { totalPages: number };
}

async function getJson<T>(target: Target, url: string): Promise<T> {
  const outcome = await send(target, 'GET', url, { admin: true });
  if (outcome.kind !== 'acknowledged') throw new Error(`GET ${url}: ${JSON.stringify(outcome)}`);
  return outcome.body as T;
}

async function listAll<T>(target: Target, entity: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await getJson<ListReply<T>>(target, `/api/${entity}?limit=1000&page=${page}`);
    items.push(...reply.items);
    if (page >= reply.metadata.totalPages) return items;
  }
}

/** Markers of every stored message (a marker twice would be a resent message). */
export async function storedMarkers(target: Target): Promise<Set<string>> {
  const messages = await listAll<{ message: string }>(target, 'message');
  return new Set(messages.map((item) => MARKER_PATTERN.exec(item.message)?.[1] ?? ''));
}

interface MediaRow {
  mediaId: number;
  name: string;
  type: string;
  size: number;
  private: boolean;
  url: string;
}

export interface MediaRowCheck {
  name: string;
  /** Null when the file is not served (a row without its file). */
  sha256: string | null;
  servedBytes: number;
}

export interface Verdict {
  /** Acknowledged writes whose effect is missing at the end. */
  lost: number;
  /** Things whose end state is none of the possible ones, though no write on them was acknowledged. */
  inconsistent: number;
  details: string[];
}

/** Compares every tracked thing's state in the database with the states it may be in. */
export async function verifyTracked(target: Target, tracked: Tracked[]): Promise<Verdict> {
  const categories = await listAll<{ categoryId: number; name: string }>(target, 'category');
  const tools = await listAll<{ toolId: number; name: string; icon: string; link: string }>(
    target,
    'tool',
  );
  const media = await listAll<MediaRow>(target, 'media');

  const served = new Map<string, MediaRowCheck>();
  for (const row of media) served.set(row.name, await fetchMediaFile(target, row));

  const actual = (item: Tracked): Snapshot => {
    if (item.kind === 'category') {
      const row = categories.find((c) =>
        item.id !== null ? c.categoryId === item.id : c.name === item.key,
      );
      return row ? { name: row.name } : null;
    }
    if (item.kind === 'tool') {
      const row = tools.find((t) =>
        item.id !== null ? t.toolId === item.id : t.name === item.key,
      );
      return row ? { name: row.name, icon: row.icon, link: row.link } : null;
    }
    // Media names never change.
    const row = media.find((m) => m.name === item.key);
    if (!row) return null;
    const file = served.get(row.name);
    return {
      sha256: file?.sha256 ?? 'no file served',
      size: file?.sha256 && file.servedBytes === row.size ? row.size : -1,
      private: row.private,
    };
  };

  const verdict: Verdict = { lost: 0, inconsistent: 0, details: [] };
  for (const item of tracked) {
    const state = actual(item);
    const same = (expected: Snapshot) => JSON.stringify(expected) === JSON.stringify(state);
    if (item.allowed.some(same)) continue;
    if (item.acknowledged > 0) verdict.lost += item.acknowledged;
    else verdict.inconsistent += 1;
    verdict.details.push(
      `${item.kind} ${item.key}: found ${JSON.stringify(state)}, expected one of ${JSON.stringify(item.allowed)}`,
    );
  }
  return verdict;
}

/** The file a media row points at, as its URL serves it (admins see private ones too). */
async function fetchMediaFile(target: Target, row: MediaRow): Promise<MediaRowCheck> {
  const { url } = await target.ready();
  const response = await fetch(`${url}${row.url}`, { headers: { cookie: target.cookie } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return response.ok
    ? { name: row.name, sha256: sha256(bytes), servedBytes: bytes.length }
    : { name: row.name, sha256: null, servedBytes: 0 };
}

/** The media rows as the API lists them, as `type/name` paths. */
export async function mediaRowPaths(target: Target): Promise<string[]> {
  return (await listAll<MediaRow>(target, 'media')).map((row) => `${row.type}/${row.name}`);
}

/** Every file (not folder) under `root`, relative to it. */
export function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

export interface DiskReport {
  /** Files under DATA_DIR/media that no row accounts for (staging files included). */
  orphans: string[];
  /** Rows whose file is not on disk. */
  rowsWithoutFile: string[];
  /** Anything left under DATA_DIR/tmp/uploads (uploads being parsed). */
  tempFiles: string[];
}

/** Media on disk against the rows (`type/name`; names here are short, so stored as such). */
export function diskReport(dataDir: string, rowPaths: string[]): DiskReport {
  const files = filesUnder(path.join(dataDir, 'media'));
  const onDisk = new Set(files);
  const rows = new Set(rowPaths);
  return {
    // An image's smaller copies (`.variants/<type>/<name>/<width>.<format>`)
    // belong to its row; copies of a row that is gone are orphans.
    orphans: files.filter(
      (file) => !rows.has(file) && !rows.has(/^\.variants\/([^/]+\/[^/]+)\//.exec(file)?.[1] ?? ''),
    ),
    rowsWithoutFile: rowPaths.filter((row) => !onDisk.has(row)),
    tempFiles: filesUnder(path.join(dataDir, 'tmp', 'uploads')),
  };
}

/** The little of better-sqlite3's API used here (the package ships no types). */
interface SqliteDatabase {
  pragma(source: string): unknown;
  prepare(source: string): { all(): unknown[] };
  close(): void;
}
type SqliteConstructor = new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean },
) => SqliteDatabase;

export interface DatabaseReport {
  integrity: string;
  foreignKeyViolations: number;
  mediaRowPaths: string[];
}

/** Opens the stopped server's database read-only and checks it. */
export function inspectDatabase(file: string): DatabaseReport {
  const Database = createRequire(import.meta.url)('better-sqlite3') as SqliteConstructor;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[])
      .map((row) => row.integrity_check)
      .join('; ');
    const foreignKeyViolations = (db.pragma('foreign_key_check') as unknown[]).length;
    const rows = db.prepare('select type, name from media').all() as {
      type: string;
      name: string;
    }[];
    return {
      integrity,
      foreignKeyViolations,
      mediaRowPaths: rows.map((row) => `${row.type}/${row.name}`),
    };
  } finally {
    db.close();
  }
}
