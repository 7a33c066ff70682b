import type { Logger } from '../../logger';
import type { MediaStore, StoredObject } from './media-store';

/**
 * A file or object younger than this is never swept, whatever the rows say:
 * a write finishing on another instance, a file being copied in by hand, or
 * a database restored from a backup a little older than the store all leave
 * young files without a row for a while, and nothing is lost by waiting.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** A pass never moves or removes more than this share of the store's files... */
export const ORPHAN_MAX_SHARE = 0.1;
/** ...nor more than this many, however large the store. */
export const ORPHAN_MAX_PER_PASS = 100;

/** How many files one pass may move or remove out of `total`: 10 % rounded down, at most 100. */
export function sweepLimit(total: number): number {
  return Math.min(ORPHAN_MAX_PER_PASS, Math.floor(total * ORPHAN_MAX_SHARE));
}

export interface SweepPlan {
  /** Media files without a row, old enough to be moved aside. */
  strays: string[];
  /** Folders of image copies without a row, every file in them old enough to be removed. */
  strayFolders: string[];
  /** Files without a row left in place because they are younger than the grace period. */
  young: string[];
  /** Files the pass would touch (the strays and every file in the stray folders). */
  wouldTouch: number;
  /** Files in the store (media files and image copies) when the pass began. */
  total: number;
  /** Whether the pass stays within `sweepLimit(total)`; if not, it touches nothing. */
  allowed: boolean;
}

/**
 * What a sweep may do, from the store's listing and what the rows account
 * for. A database that knows little of the store (a wrong DATABASE_URL, an
 * old backup) makes most of it look stray: then the pass touches nothing at
 * all rather than part of it, and says so.
 */
export function planSweep(
  objects: StoredObject[],
  derived: StoredObject[],
  isExpected: (key: string) => boolean,
  isOwnedFolder: (folder: string) => boolean,
  now = Date.now(),
): SweepPlan {
  const before = now - ORPHAN_GRACE_MS;
  const unexpected = objects.filter((object) => !isExpected(object.key));
  const strays = unexpected.filter((object) => object.modified < before).map((o) => o.key);
  const young = unexpected.filter((object) => object.modified >= before).map((o) => o.key);

  const folders = new Map<string, StoredObject[]>();
  for (const object of derived) {
    const folder = object.key.split('/').slice(0, 3).join('/');
    if (isOwnedFolder(folder)) continue;
    folders.set(folder, [...(folders.get(folder) ?? []), object]);
  }
  const strayFolders: string[] = [];
  let folderFiles = 0;
  for (const [folder, files] of folders) {
    if (files.every((file) => file.modified < before)) {
      strayFolders.push(folder);
      folderFiles += files.length;
    } else {
      young.push(folder);
    }
  }
  const total = objects.length + derived.length;
  const wouldTouch = strays.length + folderFiles;
  return {
    strays,
    strayFolders,
    young,
    wouldTouch,
    total,
    allowed: wouldTouch <= sweepLimit(total),
  };
}

/**
 * Carries out an allowed plan: each stray file is moved aside (never
 * deleted) and logged, each stray folder of image copies removed and logged.
 * A plan over the limit touches nothing and logs one warning with the counts.
 * Answers the files moved aside.
 */
export async function sweepOrphans(
  store: MediaStore,
  plan: SweepPlan,
  logger: Logger,
): Promise<string[]> {
  if (plan.young.length > 0) {
    logger.info(
      { count: plan.young.length, files: plan.young.slice(0, 20), store: store.location },
      `${plan.young.length} media file(s) without a row are younger than 24 hours: left in place`,
    );
  }
  if (plan.wouldTouch === 0) return [];
  if (!plan.allowed) {
    logger.warn(
      {
        wouldMove: plan.strays.length,
        wouldRemoveCopyFolders: plan.strayFolders.length,
        files: plan.total,
        limit: sweepLimit(plan.total),
        store: store.location,
      },
      `the orphan sweep would have moved ${plan.strays.length} media file(s) and removed ` +
        `${plan.strayFolders.length} folder(s) of image copies without a row in ${store.location}, ` +
        `more than 10 % of its ${plan.total} files or more than ${ORPHAN_MAX_PER_PASS}: nothing was moved. ` +
        'Check that DATABASE_URL names the database of this media store.',
    );
    return [];
  }
  const moved: string[] = [];
  if (plan.strays.length > 0) {
    const movedTo = await store.quarantine(plan.strays);
    for (const file of plan.strays) {
      logger.warn(
        { file, movedTo, store: store.location },
        `media file ${file} had no row for over 24 hours: moved to ${movedTo} (npm run media:restore-orphans puts it back)`,
      );
      moved.push(file);
    }
  }
  for (const folder of plan.strayFolders) {
    await store.removeDerived(folder);
    logger.warn(
      { folder, store: store.location },
      `image copies without a media row removed: ${folder}`,
    );
  }
  return moved;
}
