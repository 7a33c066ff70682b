import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { MEDIA_TYPES, type MediaType } from '../../../shared/media';
import { isMediaName, mediaRoot } from './media-files';
import { derivedFolder, type MediaStore } from './media-store';

/**
 * A media write changes a row and a file, and the two cannot commit together:
 * the process may die between them. So each write first records what it is
 * about to commit (an intent) and stages the new file in the store (beside
 * the intent on disk, or under `.incoming/` in the bucket); the row
 * commit is the point of no return; the file change follows; the intent goes
 * last. Whatever is left in the journal at startup tells the recovery sweep
 * (media-recovery.ts) exactly what to finish or undo (decision 0021).
 */

/** A file about to become a media item's file (create, or replace on update). */
export interface PlaceIntent {
  op: 'place';
  name: string;
  type: MediaType;
  /** The row's values once committed: how recovery tells whether the commit happened. */
  size: number;
  contentType: string;
  originalName: string;
  /** The kind whose file this one replaces when the kind changes (its URL moves). */
  replaces: MediaType | null;
}

/** A media item about to be deleted. */
export interface RemoveIntent {
  op: 'remove';
  name: string;
  type: MediaType;
}

export type MediaIntent = PlaceIntent | RemoveIntent;

const nameSchema = z.string().refine(isMediaName);
const intentSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('place'),
    name: nameSchema,
    type: z.enum(MEDIA_TYPES),
    size: z.number().int().nonnegative(),
    contentType: z.string(),
    originalName: z.string(),
    replaces: z.enum(MEDIA_TYPES).nullable(),
  }),
  z.object({ op: z.literal('remove'), name: nameSchema, type: z.enum(MEDIA_TYPES) }),
]);

export interface JournalEntry {
  id: string;
  /** Always on the local disk, whichever store holds the bytes. */
  intentFile: string;
  /** The staged file of a place intent, when the disk store holds the bytes. */
  stagedFile: string;
}

/**
 * Inside the media folder, so moving a staged file into place is a rename on
 * one file system: atomic, a file is never seen half-written at its URL. No
 * media URL reaches it: `.` cannot start a media kind.
 */
export function journalRoot(dataDir: string): string {
  return path.join(mediaRoot(dataDir), '.incoming');
}

export function stagedFile(dataDir: string, id: string): string {
  return path.join(journalRoot(dataDir), `${id}.file`);
}

export function journalEntry(dataDir: string, id: string): JournalEntry {
  const intentFile = path.join(journalRoot(dataDir), `${id}.json`);
  return { id, intentFile, stagedFile: stagedFile(dataDir, id) };
}

/** The id of an entry's file name (`<id>.json`, `<id>.file`, `<id>.json.partial`). */
export function journalId(fileName: string): string {
  return fileName.split('.')[0] ?? fileName;
}

/** The entry's intent, or null when there is none or it is not one this server wrote. */
export async function readIntent(entry: JournalEntry): Promise<MediaIntent | null> {
  const text = await readFile(entry.intentFile, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = intentSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes the intent whole or not at all: a torn intent would be read as no intent. */
async function writeIntent(entry: JournalEntry, intent: MediaIntent): Promise<void> {
  const partial = `${entry.intentFile}.partial`;
  await writeFile(partial, JSON.stringify(intent));
  await rename(partial, entry.intentFile);
}

/**
 * Stages an upload and records what it will become. Nothing is visible yet;
 * if the process dies before the row commits, recovery removes both.
 */
export async function stagePlace(
  dataDir: string,
  store: MediaStore,
  upload: string,
  intent: PlaceIntent,
): Promise<JournalEntry> {
  await mkdir(journalRoot(dataDir), { recursive: true });
  const entry = journalEntry(dataDir, randomUUID());
  try {
    await store.stage(entry.id, upload);
    await writeIntent(entry, intent);
  } catch (error) {
    await discard(store, entry);
    throw error;
  }
  return entry;
}

/** Records a delete before its row goes, so a file left by a crash is known to be unwanted. */
export async function recordRemove(
  dataDir: string,
  store: MediaStore,
  intent: RemoveIntent,
): Promise<JournalEntry> {
  await mkdir(journalRoot(dataDir), { recursive: true });
  const entry = journalEntry(dataDir, randomUUID());
  try {
    await writeIntent(entry, intent);
  } catch (error) {
    await discard(store, entry);
    throw error;
  }
  return entry;
}

/** The row never changed: forget the entry and its staged file. */
export async function discard(store: MediaStore, entry: JournalEntry): Promise<void> {
  await store.dropStaged(entry.id);
  await rm(`${entry.intentFile}.partial`, { force: true });
  await rm(entry.intentFile, { force: true });
}

/**
 * After the row committed: the staged file takes its place (replacing the old
 * file of the same kind in one step), the old kind's file goes, then the
 * intent. Safe to run again: recovery repeats it after a crash half-way.
 */
export async function finishPlace(
  store: MediaStore,
  entry: JournalEntry,
  intent: PlaceIntent,
): Promise<void> {
  await store.promote(entry.id, intent.type, intent.name);
  if (intent.replaces && intent.replaces !== intent.type) {
    await store.remove(intent.replaces, intent.name);
    await store.removeDerived(derivedFolder(intent.replaces, intent.name));
  }
  // Copies of the file this one replaces (or of a deleted one of the same
  // name) are of other pixels: the row says none exist, they are made anew.
  await store.removeDerived(derivedFolder(intent.type, intent.name));
  await rm(entry.intentFile, { force: true });
}

/** After the row's deletion committed: the file goes, then the intent. */
export async function finishRemove(
  store: MediaStore,
  entry: JournalEntry,
  intent: RemoveIntent,
): Promise<void> {
  await store.remove(intent.type, intent.name);
  await store.removeDerived(derivedFolder(intent.type, intent.name));
  await rm(entry.intentFile, { force: true });
}
