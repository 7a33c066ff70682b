import type { MediaStore } from './media-store';
import { orphanMediaKey } from './media-store';

export interface OrphanRestoreReport {
  /** `<type>/<name>` of each file put back, with the pass (`<time>`) it came from. */
  restored: { key: string; pass: string }[];
  /** Files left in `media-orphans/` because a file is already at their place. */
  taken: { key: string; pass: string }[];
}

/**
 * Puts files the orphan sweep moved aside back at their place, never over a
 * file that is there: the newest pass first, so a file swept twice comes
 * back as it was last. `pass` limits it to one pass (its `<time>` folder);
 * `dryRun` only says what it would do.
 */
export async function restoreOrphans(
  store: MediaStore,
  options: { pass?: string; dryRun?: boolean } = {},
): Promise<OrphanRestoreReport> {
  const report: OrphanRestoreReport = { restored: [], taken: [] };
  const orphans = (await store.orphans())
    .map((orphan) => ({ orphan, pass: orphan.split('/')[0] ?? '', key: orphanMediaKey(orphan) }))
    .filter((entry) => entry.key !== null && (!options.pass || entry.pass === options.pass))
    .sort((a, b) => b.pass.localeCompare(a.pass) || a.orphan.localeCompare(b.orphan));
  const claimed = new Set<string>();
  const present = options.dryRun ? new Set(await store.keys()) : new Set<string>();
  for (const { orphan, pass, key } of orphans) {
    const entry = { key: key as string, pass };
    if (options.dryRun) {
      if (present.has(entry.key) || claimed.has(entry.key)) report.taken.push(entry);
      else report.restored.push(entry);
      claimed.add(entry.key);
      continue;
    }
    const result = await store.restoreOrphan(orphan);
    if (result === 'restored') report.restored.push(entry);
    else if (result === 'taken') report.taken.push(entry);
  }
  return report;
}
